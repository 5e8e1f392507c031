package org.fenceline.cli.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import org.fenceline.cli.DebugOption;
import org.fenceline.cli.UserInputException;
import org.fenceline.trace.bench.Measurement;
import org.fenceline.trace.bench.TraceFormatBenchmark;
import org.fenceline.trace.bench.TraceFormatResults;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code fenceline bench trace}: the trace format's numbers, all from one run, beside the targets. */
@Command(name = "trace", mixinStandardHelpOptions = true,
        description = {"Record a synthetic run (8 ranks) through the local writers, merge it into Parquet, read it "
                + "back with 4 and with all columns, and read the same events as raw 40-byte rows through a "
                + "FileChannel as the physical baseline. Prints each measurement (wall and CPU time) and a table "
                + "against the targets.",
                "At the default size it needs about 1.1 GB of disk (55 bytes per event, 40 of them for the raw "
                        + "baseline's file) and 3 to 4 GB of memory."})
public final class BenchTraceCommand implements Callable<Integer> {
    @Option(names = "--events", paramLabel = "N", defaultValue = "20000000",
            description = "Events to record, at least (default: ${DEFAULT-VALUE}).")
    long events;

    @Option(names = "--dir", paramLabel = "D",
            description = "Work in D and keep the files (default: a temporary directory, deleted at the end).")
    Path dir;

    @Mixin
    DebugOption debug;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (events < 1) {
            throw new UserInputException("--events must be at least 1");
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf("date     %s%n", OffsetDateTime.now().truncatedTo(ChronoUnit.SECONDS));
        out.printf("machine  %s%n", MachineDescription.describe());
        out.printf("load     %.2f (1-minute average) before%n", MachineDescription.loadAverage());
        out.printf("%-42s %12s %9s %9s %14s %14s %11s%n", "measurement", "events", "wall s", "CPU s", "M events/s",
                "M ev/CPU-s", "bytes/event");
        out.flush();
        Path work = dir != null ? Files.createDirectories(dir) : Files.createTempDirectory("fenceline-bench");
        TraceFormatResults results;
        try {
            results = new TraceFormatBenchmark().run(work, events, m -> printMeasurement(out, m));
        } finally {
            if (dir == null) {
                deleteTree(work);
            }
        }
        out.printf("load     %.2f (1-minute average) after%n%n", MachineDescription.loadAverage());
        printVerdict(out, results.rows());
        out.flush();
        return 0;
    }

    private static void printMeasurement(PrintWriter out, Measurement m) {
        out.printf("%-42s %12d %9.3f %9.3f %14.2f %14.2f %11.2f%n", m.what(), m.events(), m.wallNanos() / 1e9,
                m.cpuNanos() / 1e9, m.eventsPerSecond() / 1e6, m.eventsPerCpuSecond() / 1e6, m.bytesPerEvent());
        out.flush();
    }

    private static void printVerdict(PrintWriter out, List<TraceFormatResults.Row> rows) {
        out.printf("%-44s %10s %-12s %10s %-8s %12s %s%n", "metric", "measured", "unit", "target", "", "CPU-based",
                "vs raw read");
        for (TraceFormatResults.Row r : rows) {
            out.printf("%-44s %10s %-12s %10s %-8s %12s %s%n", r.metric(), TraceFormatResults.formatNumber(r.wall()),
                    r.unit(), r.target().map(Object::toString).orElse(""),
                    r.met().map(met -> met ? "met" : "MISSED").orElse(""),
                    Double.isNaN(r.cpu()) ? "" : TraceFormatResults.formatNumber(r.cpu()),
                    Double.isNaN(r.ofRaw()) ? "" : String.format("%.0f %%", 100 * r.ofRaw()));
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}

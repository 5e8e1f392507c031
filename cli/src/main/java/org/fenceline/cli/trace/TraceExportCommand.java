package org.fenceline.cli.trace;

import java.io.BufferedOutputStream;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.Callable;

import org.fenceline.cli.DebugOption;
import org.fenceline.cli.OutputPath;
import org.fenceline.cli.UserInputException;
import org.fenceline.trace.export.ChromeTraceExporter;
import org.fenceline.trace.export.CsvExporter;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.otf2.conversion.Otf2Export;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code fenceline trace export DIR --format csv|chrome}: the events in a form other tools open. */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = {"Write a global trace's events as CSV (one row per event, the Parquet columns), as Chrome "
                + "trace-event JSON (a timeline for Perfetto's UI, ui.perfetto.dev, or chrome://tracing), or as an "
                + "OTF2 archive (Vampir, Scalasca, otf2-print).",
                "Default output: DIR/events.csv, DIR/trace.json, DIR/otf2/traces.otf2 (OUT: a directory, or the "
                + "anchor file's name ending in .otf2)."})
public final class TraceExportCommand implements Callable<Integer> {
    /** The export formats and the file each is written to by default. */
    enum Format {
        CSV("events.csv"), CHROME("trace.json"), OTF2("otf2");

        final String defaultFile;

        Format(String defaultFile) {
            this.defaultFile = defaultFile;
        }
    }

    @Parameters(index = "0", paramLabel = "DIR", description = "Trace directory.")
    Path dir;

    @Parameters(index = "1", arity = "0..1", paramLabel = "OUT", description = "Output (same as --output).")
    Path out;

    @Option(names = "--format", required = true, paramLabel = "FORMAT", description = "csv, chrome or otf2.")
    Format format;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Output file (default: in DIR).")
    Path output;

    @Option(names = "--names",
            description = "CSV: append location_name, region_name, comm_name and window_name columns.")
    boolean names;

    @Option(names = "--force", description = "Replace an existing output file.")
    boolean force;

    @Mixin
    DebugOption debug;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (names && format != Format.CSV) {
            throw new UserInputException("--names applies to --format csv only");
        }
        TraceDirectory.requireGlobalTrace(dir);
        if (out != null && output != null) {
            throw new UserInputException("give the output once: as OUT or with --output");
        }
        Path chosen = out != null ? out : output != null ? output : dir.resolve(format.defaultFile);
        if (format == Format.OTF2) {
            return exportOtf2(Otf2Export.anchorFor(chosen));
        }
        Path target = OutputPath.requireWritable(chosen);
        if (Files.exists(target) && !force) {
            throw new UserInputException(target + ": exists already; use --force to replace it");
        }
        long written;
        try (GlobalTrace trace = TraceDirectory.open(dir)) {
            written = writeAtomically(target, out -> export(trace, out));
        }
        spec.commandLine().getOut().printf("exported %d %s to %s%n", written,
                format == Format.CSV ? "events" : "trace events", target);
        spec.commandLine().getOut().flush();
        return 0;
    }

    private int exportOtf2(Path anchor) throws IOException {
        OutputPath.requireWritable(anchor);
        if (Files.exists(anchor) && !force) {
            throw new UserInputException(anchor + ": exists already; use --force to replace it");
        }
        long records;
        try (GlobalTrace trace = TraceDirectory.open(dir)) {
            records = Otf2Export.run(trace, anchor, force);
        }
        spec.commandLine().getOut().printf("exported %d OTF2 event records to %s%n", records, anchor);
        spec.commandLine().getOut().flush();
        return 0;
    }

    private long export(GlobalTrace trace, OutputStream out) throws IOException {
        if (format == Format.CHROME) {
            return new ChromeTraceExporter().export(trace, out);
        }
        Writer csv = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
        long rows = new CsvExporter(names).export(trace, csv);
        csv.flush();
        return rows;
    }

    @FunctionalInterface
    private interface Export {
        long writeTo(OutputStream out) throws IOException;
    }

    /** Writes under a temporary name and renames, so an interrupted export never looks complete. */
    private static long writeAtomically(Path target, Export export) throws IOException {
        Path absolute = target.toAbsolutePath();
        Files.createDirectories(absolute.getParent());
        Path partial = absolute.resolveSibling("." + absolute.getFileName() + ".partial");
        try {
            long written;
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(partial), 1 << 16)) {
                written = export.writeTo(out);
            }
            Files.move(partial, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return written;
        } finally {
            Files.deleteIfExists(partial);
        }
    }
}

package org.fenceline.samples.catalog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.fenceline.tracer.launch.LaunchOptions;
import org.fenceline.tracer.launch.Launcher;
import org.fenceline.tracer.launch.TraceOptions;

/**
 * Rebuilds the committed sample traces: runs each sample traced into {@code TRACES/<name>/}, keeps only the
 * global trace (definitions.json, events.parquet), and writes its {@code expected.json} from the catalog.
 * {@code sample-traces/regenerate.sh} runs it; arguments: {@code TRACES [NAME...]} (default: every sample).
 */
public final class TraceRegeneration {
    private TraceRegeneration() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: TraceRegeneration TRACES_DIR [SAMPLE...]");
            System.exit(2);
        }
        Path traces = Path.of(args[0]);
        List<String> names = List.of(args).subList(1, args.length);
        for (Sample sample : SampleCatalog.all()) {
            if (names.isEmpty() || names.contains(sample.name())) {
                regenerate(sample, traces.resolve(sample.name()));
            }
        }
    }

    static void regenerate(Sample sample, Path dir) throws IOException {
        System.out.println(sample.name() + ": " + sample.injected());
        deleteTree(dir);
        int status = Launcher.run(LaunchOptions.of(sample.ranks(), sample.program(),
                sample.args().toArray(String[]::new)).withTrace(TraceOptions.to(dir)), System.err);
        if (status != 0) {
            throw new IllegalStateException(sample.name() + ": the run ended with status " + status);
        }
        deleteTree(dir.resolve("local"));
        ExpectationFile.write(sample, dir);
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}

package org.fenceline.samples;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.fenceline.samples.catalog.Sample;
import org.fenceline.tracer.launch.LaunchOptions;
import org.fenceline.tracer.launch.Launcher;
import org.fenceline.tracer.launch.TraceOptions;

/** Runs a sample on the runtime with tracing, as {@code fenceline run -np N --trace DIR PROGRAM ARGS} does. */
final class SampleRuns {
    private SampleRuns() {
    }

    /** Runs the sample traced into {@code traceDir}; fails with the run's messages if a rank failed. */
    static void traced(Sample sample, Path traceDir) {
        ByteArrayOutputStream messages = new ByteArrayOutputStream();
        LaunchOptions options = LaunchOptions.of(sample.ranks(), sample.program(), sample.args().toArray(String[]::new))
                .withTrace(TraceOptions.to(traceDir).withForce(true));
        int status;
        try (PrintStream err = new PrintStream(messages, true, StandardCharsets.UTF_8)) {
            status = Launcher.run(options, err);
        }
        if (status != 0) {
            throw new AssertionError(sample.name() + ": the run ended with status " + status + ":\n"
                    + messages.toString(StandardCharsets.UTF_8));
        }
    }
}

package org.fenceline.tracer.launch;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.fenceline.trace.merge.MergeProgress;

/** Runs a program traced through the Launcher, optionally with skewed rank clocks. */
final class TracedRuns {
    private TracedRuns() {
    }

    static MpiRun.Result run(int np, Class<?> main, TraceOptions trace, String... args) {
        return run(LaunchOptions.of(np, main.getName(), args).withTrace(trace), RankClocks.SYSTEM);
    }

    static MpiRun.Result run(LaunchOptions options, RankClocks clocks) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            int status = Launcher.run(options, err, MergeProgress.NONE, clocks);
            return new MpiRun.Result(status, bytes.toString(StandardCharsets.UTF_8));
        }
    }
}

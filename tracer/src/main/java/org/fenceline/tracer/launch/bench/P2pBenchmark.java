package org.fenceline.tracer.launch.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.fenceline.tracer.launch.ClockMode;
import org.fenceline.tracer.launch.LaunchOptions;
import org.fenceline.tracer.launch.Launcher;

/**
 * {@code fenceline bench p2p --interconnect ideal|sci-p3|FILE [latency|bandwidth|both] [-m MAX] [-i N] [-x N]}:
 * runs {@link OsuP2p} on two ranks; the OSU tables go to standard output. On the wall clock the host's own
 * 1 MiB memcpy speed follows, measured in the same run, the reference for a single-copy message.
 */
public final class P2pBenchmark {
    private P2pBenchmark() {
    }

    /** Returns the run's exit status. */
    public static int run(String interconnect, ClockMode clock, List<String> benchmarkArgs, PrintStream err) {
        LaunchOptions options = LaunchOptions.of(2, OsuP2p.class.getName(), benchmarkArgs.toArray(new String[0]))
                .withInterconnect(interconnect).withClock(clock);
        int status = Launcher.run(options, err);
        if (status == 0 && clock == ClockMode.WALL) {
            System.out.println(HostMemcpy.line(1 << 20));
        }
        return status;
    }

    /** For running without the CLI: {@code P2pBenchmark INTERCONNECT [benchmark arguments]}. */
    public static void main(String[] args) {
        List<String> rest = new ArrayList<>(List.of(args).subList(Math.min(1, args.length), args.length));
        System.exit(run(args.length > 0 ? args[0] : "ideal", ClockMode.VIRTUAL, rest, System.err));
    }
}

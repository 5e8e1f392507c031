package org.fenceline.cli.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.fenceline.cli.UserInputException;
import org.fenceline.tracer.launch.bench.P2pBenchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code fenceline bench p2p}: OSU-style ping-pong latency and bandwidth through the mpi API, on two ranks. */
@Command(name = "p2p", mixinStandardHelpOptions = true,
        description = {"OSU-style point-to-point benchmarks on two ranks through the mpi API:",
                "latency = half the round-trip time of a ping-pong; bandwidth = a window of messages, then an ack.",
                "Iteration counts default to OSU's (latency 10000+100 warm-up up to 8 KiB, 1000+10 above)."})
public final class BenchP2pCommand implements Callable<Integer> {
    @Parameters(index = "0", arity = "0..1", paramLabel = "WHICH", defaultValue = "both",
            description = "latency, bandwidth or both (default: ${DEFAULT-VALUE}).")
    String which;

    @Option(names = "--interconnect", paramLabel = "P", defaultValue = "ideal",
            description = "Timing profile: ideal, sci-p3 or a profile file (default: ${DEFAULT-VALUE}).")
    String interconnect;

    @Mixin
    ClockOption clock;

    @Option(names = {"-m", "--max-size"}, paramLabel = "BYTES", description = "Largest message (default 4 MiB).")
    Integer maxSize;

    @Option(names = {"-i", "--iterations"}, paramLabel = "N", description = "Timed iterations per size.")
    Integer iterations;

    @Option(names = {"-x", "--warmup"}, paramLabel = "N", description = "Warm-up iterations per size.")
    Integer warmup;

    @Override
    public Integer call() {
        if (!List.of("latency", "bandwidth", "both").contains(which)) {
            throw new UserInputException("bench p2p: '" + which + "' is not one of latency, bandwidth, both");
        }
        List<String> args = new ArrayList<>(List.of(which));
        OsuArguments.add(args, "p2p", maxSize, iterations, warmup);
        return P2pBenchmark.run(interconnect, clock.mode("bench p2p"), args, System.err);
    }
}

package org.fenceline.cli.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.fenceline.cli.UserInputException;
import org.fenceline.tracer.launch.bench.CollectiveBenchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code fenceline bench coll}: OSU-style collective latency over process counts and message sizes. */
@Command(name = "coll", mixinStandardHelpOptions = true,
        description = {"OSU-style collective latency (barrier, bcast, reduce, allreduce, allgather, alltoall) for "
                + "several process counts and sizes 8 B ... 4 MiB.",
                "--algorithm overrides a profile key to compare the thesis's algorithms with the alternatives, e.g. "
                        + "largeReduceAlgorithm=tree, barrierAlgorithm=exchange, allgatherAlgorithm=naive."})
public final class BenchCollCommand implements Callable<Integer> {
    private static final List<String> COLLECTIVES =
            List.of("barrier", "bcast", "reduce", "allreduce", "allgather", "alltoall");

    @Parameters(arity = "0..*", paramLabel = "COLLECTIVE", description = "Which collectives (default: all six).")
    List<String> collectives = new ArrayList<>();

    @Option(names = "--interconnect", paramLabel = "P", defaultValue = "ideal",
            description = "Timing profile: ideal, sci-p3 or a profile file (default: ${DEFAULT-VALUE}).")
    String interconnect;

    @Mixin
    ClockOption clock;

    @Option(names = "-np", paramLabel = "N", split = ",",
            description = "Process counts (default: 2,4,8,16).")
    List<Integer> processCounts;

    @Option(names = "--algorithm", paramLabel = "KEY=VALUE", description = "Override a profile key (repeatable).")
    List<String> algorithms = new ArrayList<>();

    @Option(names = {"-m", "--max-size"}, paramLabel = "BYTES", description = "Largest message (default 4 MiB).")
    Integer maxSize;

    @Option(names = {"-i", "--iterations"}, paramLabel = "N", description = "Timed iterations per size.")
    Integer iterations;

    @Option(names = {"-x", "--warmup"}, paramLabel = "N", description = "Warm-up iterations per size.")
    Integer warmup;

    @Override
    public Integer call() {
        List<String> args = new ArrayList<>();
        if (processCounts != null) {
            for (int n : processCounts) {
                if (n < 1) {
                    throw new UserInputException("bench coll: -np " + n + " must be at least 1");
                }
            }
            args.add("-np");
            args.add(String.join(",", processCounts.stream().map(String::valueOf).toList()));
        }
        for (String a : algorithms) {
            args.add("--algorithm");
            args.add(a);
        }
        for (String c : collectives) {
            if (!COLLECTIVES.contains(c)) {
                throw new UserInputException("bench coll: '" + c + "' is not one of " + String.join(", ", COLLECTIVES));
            }
            args.add(c);
        }
        OsuArguments.add(args, "coll", maxSize, iterations, warmup);
        return CollectiveBenchmark.run(interconnect, clock.mode("bench coll"), args, System.err);
    }
}

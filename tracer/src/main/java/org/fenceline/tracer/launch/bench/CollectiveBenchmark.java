package org.fenceline.tracer.launch.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.fenceline.tracer.launch.ClockMode;
import org.fenceline.tracer.launch.LaunchOptions;
import org.fenceline.tracer.launch.Launcher;
import org.fenceline.tracer.sci.TimingProfile;

/**
 * {@code fenceline bench coll --interconnect ideal|sci-p3|FILE [-np 2,4,8,16] [--algorithm KEY=VALUE]...
 * [COLLECTIVE...] [-m MAX] [-i N] [-x N]}: runs {@link OsuCollectives} once per process count (default: every
 * collective, np 2, 4, 8 and 16). {@code --algorithm} overrides profile keys (e.g. largeReduceAlgorithm=tree,
 * barrierAlgorithm=exchange, allgatherAlgorithm=naive, pipelinedBroadcastBytes=2147483647) to compare the
 * thesis's algorithms with the alternatives. The OSU tables go to standard output.
 */
public final class CollectiveBenchmark {
    private static final List<String> ALL = List.of("barrier", "bcast", "reduce", "allreduce", "allgather", "alltoall");

    private CollectiveBenchmark() {
    }

    /** Returns the first non-zero exit status of the runs, else 0. */
    public static int run(String interconnect, ClockMode clock, List<String> args, PrintStream err) {
        List<Integer> counts = new ArrayList<>(List.of(2, 4, 8, 16));
        List<String> overrides = new ArrayList<>();
        List<String> programArgs = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            switch (args.get(i)) {
                case "-np" -> {
                    counts.clear();
                    for (String n : args.get(++i).split(",")) {
                        counts.add(Integer.parseInt(n.trim()));
                    }
                }
                case "--algorithm" -> overrides.add(args.get(++i));
                default -> programArgs.add(args.get(i));
            }
        }
        if (programArgs.isEmpty() || programArgs.get(0).startsWith("-")) {
            programArgs.addAll(0, ALL);
        }
        String profile = overrides.isEmpty() ? interconnect : profileWith(interconnect, overrides);
        for (int np : counts) {
            LaunchOptions options = LaunchOptions.of(np, OsuCollectives.class.getName(),
                    programArgs.toArray(new String[0])).withInterconnect(profile).withClock(clock);
            int status = Launcher.run(options, err);
            if (status != 0) {
                return status;
            }
        }
        return 0;
    }

    /** A profile file: {@code base} with the given {@code key=value} overrides. */
    private static String profileWith(String base, List<String> overrides) {
        StringBuilder properties = new StringBuilder(TimingProfile.named(base).toProperties());
        for (String override : overrides) {
            String key = override.substring(0, override.indexOf('='));
            int at = properties.indexOf("\n" + key + "=");
            if (at < 0) {
                throw new IllegalArgumentException("--algorithm " + override + ": no profile key " + key);
            }
            int end = properties.indexOf("\n", at + 1);
            properties.replace(at + 1, end, override);
        }
        try {
            Path file = Files.createTempFile("fenceline-coll-", ".properties");
            file.toFile().deleteOnExit();
            Files.writeString(file, properties);
            TimingProfile.load(file);
            return file.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** For running without the CLI: {@code CollectiveBenchmark INTERCONNECT [arguments]}. */
    public static void main(String[] args) {
        List<String> rest = new ArrayList<>(List.of(args).subList(Math.min(1, args.length), args.length));
        System.exit(run(args.length > 0 ? args[0] : "ideal", ClockMode.VIRTUAL, rest, System.err));
    }
}

package org.fenceline.tracer.launch.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.fenceline.tracer.launch.ClockMode;
import org.fenceline.tracer.launch.LaunchOptions;
import org.fenceline.tracer.launch.Launcher;

/**
 * {@code fenceline bench rma --interconnect ideal|sci-p3|FILE osu|sync|progress [options]}:
 * <ul>
 * <li>{@code osu TEST [-s lock|flush|fence|pscw] [-a direct|emulated] [-m MAX] [-i N] [-x N] [-W N]}: one
 * {@link OsuRma} table on two ranks;</li>
 * <li>{@code sync [ITERATIONS] [N-ON-1 ITERATIONS]}: the thesis's synchronisation cost table ({@link SyncCost})
 * at 1, 2, 4, 8 and 16 processes;</li>
 * <li>{@code progress [CYCLES]}: the {@code progress} benchmark ({@link ProgressBench}) with direct access,
 * emulated access, and emulated access with the asynchronous progress thread.</li>
 * </ul>
 * Tables go to standard output.
 */
public final class RmaBenchmark {
    private static final int[] PROCESSES = {1, 2, 4, 8, 16};

    private RmaBenchmark() {
    }

    /** Returns the exit status: 0, or the first failing run's. */
    public static int run(String interconnect, ClockMode clock, List<String> args, PrintStream err) {
        String which = args.isEmpty() ? "osu" : args.get(0);
        List<String> rest = args.isEmpty() ? List.of() : args.subList(1, args.size());
        return switch (which) {
            case "osu" -> launch(2, OsuRma.class, interconnect, clock, rest, false, err);
            case "sync" -> syncTable(interconnect, clock, rest, err);
            case "progress" -> progressTable(interconnect, clock, rest, err);
            default -> {
                err.println("fenceline bench rma: unknown benchmark " + which + " (osu, sync or progress)");
                yield 2;
            }
        };
    }

    private static int syncTable(String interconnect, ClockMode clock, List<String> args, PrintStream err) {
        System.out.println("# Synchronisation cost per epoch, no communication inside (us), " + interconnect);
        System.out.printf("%-10s%15s%15s%15s%15s%15s%n", "# procs", "passive 1-1", "passive n-1", "PSCW 1-1",
                "PSCW n-n", "fence");
        System.out.flush();
        for (int np : PROCESSES) {
            int status = launch(np, SyncCost.class, interconnect, clock, args, false, err);
            if (status != 0) {
                return status;
            }
        }
        return 0;
    }

    private static int progressTable(String interconnect, ClockMode clock, List<String> args, PrintStream err) {
        String[][] variants = {{"direct", "false"}, {"emulated", "false"}, {"emulated", "true"}};
        for (String[] variant : variants) {
            boolean async = Boolean.parseBoolean(variant[1]);
            System.out.println("# progress: " + variant[0] + " access" + (async ? " + progress thread" : "")
                    + ", " + interconnect);
            System.out.printf("%-10s%18s%18s%n", "# DAXPY", "compute (us)", "unlock (us)");
            System.out.flush();
            List<String> programArgs = new ArrayList<>();
            programArgs.add(variant[0]);
            programArgs.addAll(args);
            int status = launch(2, ProgressBench.class, interconnect, clock, programArgs, async, err);
            if (status != 0) {
                return status;
            }
        }
        return 0;
    }

    private static int launch(int np, Class<?> program, String interconnect, ClockMode clock, List<String> args,
            boolean async,
            PrintStream err) {
        LaunchOptions options = LaunchOptions.of(np, program.getName(), args.toArray(new String[0]))
                .withInterconnect(interconnect).withAsyncProgress(async).withClock(clock);
        return Launcher.run(options, err);
    }

    /** For running without the CLI: {@code RmaBenchmark INTERCONNECT BENCHMARK [arguments]}. */
    public static void main(String[] args) {
        List<String> rest = new ArrayList<>(List.of(args).subList(Math.min(1, args.length), args.length));
        System.exit(run(args.length > 0 ? args[0] : "ideal", ClockMode.VIRTUAL, rest, System.err));
    }
}

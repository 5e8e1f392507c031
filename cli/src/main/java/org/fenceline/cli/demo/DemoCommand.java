package org.fenceline.cli.demo;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.fenceline.cli.ConsoleProgress;
import org.fenceline.cli.UserInputException;
import org.fenceline.cli.view.ViewCommand;
import org.fenceline.trace.merge.MergeProgress;
import org.fenceline.tracer.launch.LaunchOptions;
import org.fenceline.tracer.launch.Launcher;
import org.fenceline.tracer.launch.TraceOptions;
import org.fenceline.viewer.ViewerLauncher;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code fenceline demo}: the whole tool in one command. Runs a realistic sample (the 2-D Jacobi solver with halo
 * exchange in MPI_Put fence epochs, one rank computing longer than the others) traced, analyzes the trace, prints
 * the pattern table, and opens the viewer when there is a display.
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = {"Run a traced sample program, analyze it and show the result: the 2-D Jacobi solver "
                + "(org.fenceline.samples.jacobi.JacobiFence) with halo exchange in MPI_Put fence epochs, where rank 1 "
                + "computes " + DemoCommand.EXTRA_MS + " ms longer in each of " + DemoCommand.ITERATIONS
                + " iterations. Expect Wait at Fence at the other ranks and Early Fence at rank 1's neighbours.",
                "Writes the trace, report.cubex and summary.json to DIR, then opens the viewer (or prints the "
                + "command that opens it)."})
public final class DemoCommand implements Callable<Integer> {
    static final String PROGRAM = "org.fenceline.samples.jacobi.JacobiFence";
    static final int ITERATIONS = 20;
    static final int SLOW_RANK = 1;
    static final int EXTRA_MS = 10;
    /** The solver divides its 64 grid rows evenly among the ranks. */
    private static final int GRID_ROWS = 64;

    @Option(names = "--dir", paramLabel = "DIR",
            description = "Where to write the trace and report (default: a new directory "
                    + DemoDirectory.DEFAULT_NAME + "[-N] in the working directory).")
    Path dir;

    @Option(names = "--np", paramLabel = "N", defaultValue = "4",
            description = "Ranks: 2, 4, 8, 16, 32 or 64 (default: ${DEFAULT-VALUE}).")
    int np;

    @Option(names = "--no-view", description = "Do not open the viewer; print the command that opens it.")
    boolean noView;

    @Option(names = "--force", description = "Replace a trace already in DIR.")
    boolean force;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (np < 2 || GRID_ROWS % np != 0) {
            throw new UserInputException("demo: --np " + np + ": the solver's " + GRID_ROWS
                    + " rows must divide evenly among 2 or more ranks (2, 4, 8, 16, 32 or 64)");
        }
        Path target = DemoDirectory.choose(dir, force, Path.of("").toAbsolutePath()).toAbsolutePath();
        PrintWriter out = spec.commandLine().getOut();
        out.printf("Running the 2-D Jacobi solver on %d ranks (halo exchange with MPI_Put in fence epochs); rank %d "
                + "computes %d ms longer in each of %d iterations.%n", np, SLOW_RANK, EXTRA_MS, ITERATIONS);
        out.println("Trace: " + target);
        out.flush();
        int status = runTraced(target);
        if (status != 0) {
            throw new UserInputException("demo: the sample program failed (exit status " + status + ")");
        }
        CommandLine analyze = spec.root().commandLine().getSubcommands().get("analyze");
        analyze.setOut(out);
        analyze.setErr(spec.commandLine().getErr());
        int analyzed = analyze.execute(target.toString());
        if (analyzed != 0) {
            return analyzed;
        }
        if (!noView && ViewCommand.hasDisplay()) {
            out.println("Opening the viewer (close its window to end).");
            out.flush();
            ViewerLauncher.open(target.resolve("report.cubex"), target);
        } else {
            out.println("To browse the result: fenceline view " + target);
        }
        out.flush();
        return 0;
    }

    private int runTraced(Path target) {
        LaunchOptions options = LaunchOptions.of(np, PROGRAM, programArguments().toArray(String[]::new))
                .withTrace(TraceOptions.to(target).withForce(force));
        try (ConsoleProgress progress = ConsoleProgress.onStderr("Merging")) {
            MergeProgress steps = (stage, done, total) -> progress.update(
                    stage == MergeProgress.Stage.SCAN ? "scanning" : "writing",
                    stage == MergeProgress.Stage.SCAN ? done : (long) total + done, 2L * total);
            return Launcher.run(options, System.err, steps);
        } catch (IllegalArgumentException | UncheckedIOException e) {
            throw new UserInputException("demo: " + e.getMessage());
        }
    }

    /** The solver's arguments: ITERATIONS SLOW_RANK EXTRA_MS. */
    static List<String> programArguments() {
        return List.of(String.valueOf(ITERATIONS), String.valueOf(SLOW_RANK), String.valueOf(EXTRA_MS));
    }
}

package org.fenceline.cli.trace;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.fenceline.cli.DebugOption;
import org.fenceline.cli.UserInputException;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.RmaEventModel;
import org.fenceline.trace.synth.Jacobi2D;
import org.fenceline.trace.synth.JacobiRun;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code fenceline trace synth DIR}: a synthetic run through the whole path a traced run takes (local traces,
 * manifest, merge, global trace), so that everything downstream can be tried without a real program.
 */
@Command(name = "synth", mixinStandardHelpOptions = true,
        description = {"Write a synthetic run into DIR the way the tracer writes a real one (run manifest and one "
                + "local trace per rank), merge it and show the global trace.",
                "The program, synthetic.Jacobi2D, is a 2-D Jacobi solver on a process grid: per iteration a sweep, "
                + "a halo exchange by MPI_Put in a fence epoch, the residual and an MPI_Allreduce. The last rank "
                + "computes 1.5 times slower. Times follow a deterministic emulated time line (sci-p3 costs)."})
public final class TraceSynthCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "DIR", description = "Trace directory to create.")
    Path dir;

    @Option(names = "--ranks", paramLabel = "N", defaultValue = "4", description = "Ranks (default: ${DEFAULT-VALUE}).")
    int ranks;

    @Option(names = "--iterations", paramLabel = "K", defaultValue = "20",
            description = "Jacobi iterations (default: ${DEFAULT-VALUE}).")
    int iterations;

    @Option(names = "--rma-model", paramLabel = "MODEL", defaultValue = "extended",
            description = "RMA event model of the merge: basic or extended (default: ${DEFAULT-VALUE}).")
    RmaEventModel model;

    @Option(names = "--force", description = "Replace a trace already in DIR.")
    boolean force;

    @Mixin
    DebugOption debug;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        JacobiRun run = run();
        long events;
        try {
            events = new Jacobi2D(run).write(dir, force);
        } catch (FileAlreadyExistsException e) {
            throw new UserInputException(dir + ": holds a trace already; use --force to replace it");
        }
        out.printf("wrote %s to %s: %d ranks on a %s grid (rank %d slow), %d iterations, %d events in local traces%n",
                Jacobi2D.PROGRAM, dir, run.ranks(), run.grid(), run.imbalancedRank(), run.iterations(), events);
        LocalTraceMerge.report(dir, LocalTraceMerge.run(dir, model, force), out, spec.commandLine().getErr());
        try (GlobalTrace trace = TraceDirectory.open(dir)) {
            TraceOverview.print(trace, dir, true, out);
        }
        out.flush();
        return 0;
    }

    private JacobiRun run() {
        try {
            return new JacobiRun(ranks, iterations, model);
        } catch (IllegalArgumentException e) {
            throw new UserInputException(e.getMessage());
        }
    }
}

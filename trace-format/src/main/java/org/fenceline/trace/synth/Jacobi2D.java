package org.fenceline.trace.synth;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;
import java.util.stream.IntStream;

import org.fenceline.trace.FencelineVersion;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.local.RunManifest;
import org.fenceline.trace.model.Definitions;

/**
 * A synthetic but realistic run, written the way Fenceline's tracer writes a real one: a run manifest and one
 * local trace per rank, to be merged into the global trace like any other run. The program is a 2-D Jacobi
 * solver ("synthetic.Jacobi2D") on a process grid: each iteration sweeps the rank's block, puts its edges into
 * the neighbours' halos with MPI_Put in a fence epoch, then computes the residual and joins an MPI_Allreduce.
 * The last rank computes 1.5 times slower, so the others wait for it at every fence and allreduce.
 *
 * <p>The time line is emulated and deterministic: compute phases have known lengths and communication the
 * costs of {@link SciCosts}; every rank leaves a collective call when the last one has arrived plus the
 * call's cost. The same run always gives the same events (only the wall-clock start time differs). The
 * metadata says it is synthetic ({@code properties.synthetic = true}).
 */
public final class Jacobi2D {
    public static final String PROGRAM = "synthetic.Jacobi2D";

    private final JacobiRun run;

    public Jacobi2D(JacobiRun run) {
        this.run = run;
    }

    public JacobiRun run() {
        return run;
    }

    /**
     * Writes {@code <traceDir>/local/manifest.json} and {@code <traceDir>/local/<rank>.bin}.
     *
     * @param replace replace a trace already in {@code traceDir}: its local files are deleted first (a global
     *                trace there is left for the merge to replace)
     * @return the number of events recorded, including buffer-flush records
     * @throws FileAlreadyExistsException if {@code traceDir} holds a trace and {@code replace} is false
     */
    public long write(Path traceDir, boolean replace) throws IOException {
        prepare(traceDir, replace);
        manifest().write(TraceLayout.localManifest(traceDir));
        List<JacobiRank> ranks = new ArrayList<>();
        Throwable failure = null;
        try {
            for (int r = 0; r < run.ranks(); r++) {
                ranks.add(new JacobiRank(traceDir, run, r));
            }
            execute(ranks);
            long events = 0;
            for (JacobiRank rank : ranks) {
                events += rank.eventCount();
            }
            return events;
        } catch (UncheckedIOException e) {
            // A writer could not write a full buffer: an I/O failure like any other.
            failure = e.getCause();
            throw e.getCause();
        } catch (IOException | RuntimeException | Error e) {
            failure = e;
            throw e;
        } finally {
            closeAll(ranks, failure);
        }
    }

    /** The program, all ranks in lock step from one collective call to the next. */
    private void execute(List<JacobiRank> ranks) {
        collective(ranks, JacobiCollective.INIT, JacobiRank::start);
        collective(ranks, JacobiCollective.WIN_CREATE,
                r -> r.enter(JacobiCollective.WIN_CREATE, JacobiDefinitions.CS_WIN_CREATE));
        collective(ranks, JacobiCollective.FENCE,
                r -> r.enter(JacobiCollective.FENCE, JacobiDefinitions.CS_OPENING_FENCE));
        for (int i = 0; i < run.iterations(); i++) {
            int iteration = i;
            collective(ranks, JacobiCollective.FENCE, r -> r.sweepAndExchange(iteration));
            collective(ranks, JacobiCollective.ALLREDUCE, JacobiRank::residual);
        }
        collective(ranks, JacobiCollective.WIN_FREE,
                r -> r.enter(JacobiCollective.WIN_FREE, JacobiDefinitions.CS_WIN_FREE));
        collective(ranks, JacobiCollective.FINALIZE,
                r -> r.enter(JacobiCollective.FINALIZE, JacobiDefinitions.CS_FINALIZE));
        ranks.forEach(JacobiRank::finish);
    }

    /**
     * Runs every rank up to its entry into {@code call} (with {@code untilEntry}), then lets all leave it
     * together, the call's cost after the last one arrived.
     */
    private void collective(List<JacobiRank> ranks, JacobiCollective call, ToLongFunction<JacobiRank> untilEntry) {
        long lastArrival = Long.MIN_VALUE;
        for (JacobiRank rank : ranks) {
            lastArrival = Math.max(lastArrival, untilEntry.applyAsLong(rank));
        }
        long exit = lastArrival + SciCosts.collective(call, run.ranks());
        for (JacobiRank rank : ranks) {
            rank.leave(call, exit);
        }
    }

    private RunManifest manifest() {
        int n = run.ranks();
        Map<String, String> properties = Map.of(
                "synthetic", "true",
                "synthetic.generator", Jacobi2D.class.getName(),
                "synthetic.grid", run.grid().toString(),
                "synthetic.imbalanced_rank", Integer.toString(run.imbalancedRank()),
                "synthetic.costs", "simplified sci-p3 (PIO put, store barrier, log2(p) barrier rounds)");
        Definitions.Metadata metadata = new Definitions.Metadata(PROGRAM, List.of(Integer.toString(run.iterations())),
                n, "sci-p3", run.model(), 1, 0, FencelineVersion.get(), properties);
        return new RunManifest(metadata, System.currentTimeMillis() * 1_000_000L,
                List.of(new Definitions.Machine(0, "synthetic SCI cluster")),
                IntStream.range(0, n).mapToObj(r -> new Definitions.Node(r, "node" + r, 0)).toList(),
                IntStream.range(0, n).mapToObj(r -> new Definitions.Process(r, "rank " + r, r, r)).toList(),
                IntStream.range(0, n).mapToObj(r -> new Definitions.Location(r, "rank " + r, r, 0)).toList());
    }

    private static void prepare(Path traceDir, boolean replace) throws IOException {
        Path manifest = TraceLayout.localManifest(traceDir);
        for (Path existing : List.of(manifest, TraceLayout.events(traceDir), TraceLayout.definitions(traceDir))) {
            if (!replace && Files.exists(existing)) {
                throw new FileAlreadyExistsException(traceDir.toString(), null, "holds a trace already");
            }
        }
        if (replace && Files.isDirectory(TraceLayout.localDir(traceDir))) {
            // Old local traces of a larger run would otherwise be merged with the new ones.
            try (DirectoryStream<Path> old = Files.newDirectoryStream(TraceLayout.localDir(traceDir), "*.bin")) {
                for (Path f : old) {
                    Files.delete(f);
                }
            }
            Files.deleteIfExists(manifest);
        }
    }

    /** Closes every rank's writer; a failure to close is added to {@code failure} if there is one already. */
    private static void closeAll(List<JacobiRank> ranks, Throwable failure) throws IOException {
        IOException closing = null;
        for (JacobiRank rank : ranks) {
            try {
                rank.close();
            } catch (IOException e) {
                if (failure != null) {
                    failure.addSuppressed(e);
                } else if (closing == null) {
                    closing = e;
                } else {
                    closing.addSuppressed(e);
                }
            }
        }
        if (closing != null) {
            throw closing;
        }
    }
}

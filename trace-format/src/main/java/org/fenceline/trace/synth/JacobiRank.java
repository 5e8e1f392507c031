package org.fenceline.trace.synth;

import java.io.IOException;
import java.nio.file.Path;
import java.util.SplittableRandom;

import org.fenceline.trace.local.LocalDefinition;
import org.fenceline.trace.local.LocalTraceWriter;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/**
 * The program of one rank of the Jacobi run, recorded through its own {@link LocalTraceWriter} exactly as the
 * tracer records a rank: ENTER/EXIT of user functions and MPI calls, PUT_1TS plus the remote PUT_1TE_REMOTE
 * inside MPI_Put, WINCOLLEXIT for window creation, fences and free, COLLEXIT for the allreduce.
 *
 * <p>Each method runs the rank from the exit of one collective call to its entry into the next and returns the
 * entry time; {@link Jacobi2D} decides when everybody leaves. Times are kept on the true (reference) time
 * line in {@code now}; records carry the rank's own clock, which is off by a constant {@code clockOffset},
 * and two clock-sync points (at the end of MPI_Init and in MPI_Finalize) tell the merge by how much.
 */
final class JacobiRank implements AutoCloseable {
    /** Each rank's block of the grid, in points; a halo edge is one row (or column) of doubles. */
    static final int BLOCK_SIDE = 256;
    static final long HALO_BYTES = BLOCK_SIDE * 8L;
    /** The sweep updates the block in this many calls of updateRows. */
    static final int ROW_BLOCKS = 4;
    /** The imbalanced rank computes this much slower (a slower node, say): the others wait for it. */
    static final double IMBALANCE = 1.5;
    /** Compute phases vary by up to this fraction, deterministically per rank, so no two are alike. */
    private static final double COMPUTE_JITTER = 0.02;
    /** Call overheads vary by up to this fraction, as measured time stamps do (caches, timer granularity). */
    private static final double OVERHEAD_JITTER = 0.3;
    /** Rank r's process starts r times this late. */
    private static final long START_STAGGER_NS = 500;

    private final int rank;
    private final int[] neighbours;
    private final double slowdown;
    private final long clockOffset;
    private final SplittableRandom jitter;
    private final LocalTraceWriter w;
    /** The rank's position on the true time line (ns). */
    private long now;

    JacobiRank(Path traceDir, JacobiRun run, int rank) throws IOException {
        this.rank = rank;
        this.neighbours = run.grid().neighbours(rank);
        this.slowdown = rank == run.imbalancedRank() ? IMBALANCE : 1.0;
        this.clockOffset = clockOffset(rank);
        this.jitter = new SplittableRandom(rank + 1);
        // The writer reads the rank's clock when it starts and around buffer flushes; flushes take no emulated time.
        this.w = LocalTraceWriter.create(traceDir, new LocalDefinition.LocationInfo(rank, "rank " + rank, rank, 0),
                JacobiDefinitions.FLUSH, () -> now + clockOffset);
        JacobiDefinitions.define(w, run.ranks());
    }

    /**
     * A constant offset of up to +-5 ms between this rank's clock and the reference clock, different per rank,
     * so that the merge's clock correction has something to correct.
     */
    static long clockOffset(int rank) {
        return (rank * 37L % 11 - 5) * 1_000_000L + rank * 1_013L;
    }

    /** Events one rank records (without buffer-flush records), for a rank with {@code neighbours} neighbours. */
    static long eventCount(int neighbours, int iterations) {
        // main, Init, Win_create, opening fence, Win_free, Finalize: an entry and an exit each.
        long setup = 6 * 2;
        // sweep with its row blocks, 4 records per Put, fence, residual, allreduce.
        long iteration = 2 + 2 * ROW_BLOCKS + 4L * neighbours + 2 + 2 + 2;
        return setup + iteration * iterations;
    }

    /** The process starts: ENTER main, then MPI_Init. */
    long start() {
        now = START_STAGGER_NS * (rank + 1);
        w.enter(time(), JacobiDefinitions.MAIN, Event.NONE);
        return enter(JacobiCollective.INIT, JacobiDefinitions.CS_INIT);
    }

    /** Leaves a collective call at {@code exitTime} (the same for every rank). */
    void leave(JacobiCollective call, long exitTime) {
        now = exitTime;
        switch (call.exit) {
            case EXIT -> w.exit(time(), call.region);
            case WINCOLLEXIT -> w.winCollExit(time(), call.region, JacobiDefinitions.HALO_WINDOW);
            case COLLEXIT -> w.collExit(time(), call.region, JacobiDefinitions.COMM_WORLD, Event.NONE, Double.BYTES,
                    Double.BYTES);
            default -> throw new IllegalStateException("not an exit record: " + call.exit);
        }
        if (call == JacobiCollective.INIT) {
            // The runtime measures the first clock-sync point when MPI_Init returns ...
            w.clockSync(time(), clockOffset);
        }
    }

    /** After a collective: enters the next one. */
    long enter(JacobiCollective call, int callSite) {
        if (call == JacobiCollective.FINALIZE) {
            // ... and the second one when MPI_Finalize is called.
            w.clockSync(time(), clockOffset);
        }
        w.enter(step(overhead(SciCosts.STEP_NS)), call.region, callSite);
        return now;
    }

    /** One iteration's first half: sweep over the block, put the edges into the neighbours' halos, enter the fence. */
    long sweepAndExchange(int iteration) {
        w.enter(step(overhead(SciCosts.STEP_NS)), JacobiDefinitions.SWEEP, JacobiDefinitions.CS_SWEEP);
        double blockNs = BLOCK_SIDE / ROW_BLOCKS * BLOCK_SIDE * SciCosts.SWEEP_NS_PER_POINT;
        for (int b = 0; b < ROW_BLOCKS; b++) {
            w.enter(step(overhead(SciCosts.STEP_NS)), JacobiDefinitions.UPDATE_ROWS, JacobiDefinitions.CS_UPDATE_ROWS);
            w.exit(step(compute(blockNs)), JacobiDefinitions.UPDATE_ROWS);
        }
        w.exit(step(overhead(SciCosts.STEP_NS)), JacobiDefinitions.SWEEP);
        for (int n = 0; n < neighbours.length; n++) {
            long rmaId = (long) iteration * 4 + n;
            int target = neighbours[n];
            w.enter(step(overhead(SciCosts.STEP_NS)), JacobiDefinitions.MPI_PUT, JacobiDefinitions.CS_PUT);
            w.rma(step(overhead(SciCosts.PUT_ISSUE_NS)), EventType.PUT_1TS, JacobiDefinitions.HALO_WINDOW, target,
                    HALO_BYTES, rmaId, 0);
            // Programmed I/O: the origin's CPU stores the data into the target's segment, so the origin knows
            // when the last byte arrived and records the target's transfer end on its behalf.
            w.rma(step(SciCosts.putTransfer(HALO_BYTES)), EventType.PUT_1TE_REMOTE, JacobiDefinitions.HALO_WINDOW,
                    target, HALO_BYTES, rmaId, 0);
            w.exit(step(overhead(SciCosts.PUT_RETURN_NS)), JacobiDefinitions.MPI_PUT);
        }
        return enter(JacobiCollective.FENCE, JacobiDefinitions.CS_FENCE);
    }

    /** One iteration's second half, after the fence: the local residual, then enter the allreduce. */
    long residual() {
        w.enter(step(overhead(SciCosts.STEP_NS)), JacobiDefinitions.RESIDUAL, JacobiDefinitions.CS_RESIDUAL);
        w.exit(step(compute((double) BLOCK_SIDE * BLOCK_SIDE * SciCosts.RESIDUAL_NS_PER_POINT)),
                JacobiDefinitions.RESIDUAL);
        return enter(JacobiCollective.ALLREDUCE, JacobiDefinitions.CS_ALLREDUCE);
    }

    /** After MPI_Finalize: leave main. */
    void finish() {
        w.exit(step(overhead(SciCosts.STEP_NS)), JacobiDefinitions.MAIN);
    }

    long eventCount() {
        return w.eventCount();
    }

    @Override
    public void close() throws IOException {
        w.close();
    }

    /** A compute phase of nominal length {@code ns} on this rank: slowed down if imbalanced, with jitter. */
    private long compute(double ns) {
        return Math.round(ns * slowdown * (1 + COMPUTE_JITTER * (2 * jitter.nextDouble() - 1)));
    }

    /** A call overhead of nominal length {@code ns}, with jitter. */
    private long overhead(long ns) {
        return Math.round(ns * (1 + OVERHEAD_JITTER * (2 * jitter.nextDouble() - 1)));
    }

    /** Advances the true time by {@code ns} and returns the rank's clock reading then. */
    private long step(long ns) {
        now += ns;
        return time();
    }

    private long time() {
        return now + clockOffset;
    }
}

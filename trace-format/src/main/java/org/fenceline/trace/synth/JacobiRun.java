package org.fenceline.trace.synth;

import java.util.Objects;

import org.fenceline.trace.model.RmaEventModel;

/**
 * The shape of a synthetic Jacobi run: how many ranks, how many iterations, and the RMA event model the run
 * asks the merge for (recorded in the run manifest, as the launcher does).
 */
public record JacobiRun(int ranks, int iterations, RmaEventModel model) {
    public static final int MAX_RANKS = 4096;

    public JacobiRun {
        if (ranks < 2 || ranks > MAX_RANKS) {
            throw new IllegalArgumentException("ranks must be 2.." + MAX_RANKS + " (a halo exchange needs neighbours): "
                    + ranks);
        }
        if (iterations < 1) {
            throw new IllegalArgumentException("iterations must be at least 1: " + iterations);
        }
        Objects.requireNonNull(model, "model");
    }

    /** The smallest run on {@code ranks} ranks that records at least {@code events} events. */
    public static JacobiRun withAtLeast(long events, int ranks, RmaEventModel model) {
        long oneIteration = new JacobiRun(ranks, 1, model).expectedEvents();
        long perIteration = new JacobiRun(ranks, 2, model).expectedEvents() - oneIteration;
        long setup = oneIteration - perIteration;
        long iterations = Math.max(1, (events - setup + perIteration - 1) / perIteration);
        if (iterations > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("too many events for " + ranks + " ranks: " + events);
        }
        return new JacobiRun(ranks, (int) iterations, model);
    }

    public ProcessGrid grid() {
        return ProcessGrid.of(ranks);
    }

    /** The rank that computes slower than the others: the last one. */
    public int imbalancedRank() {
        return ranks - 1;
    }

    /** Events the run records, without the records of buffer flushes (which depend on the buffer size). */
    public long expectedEvents() {
        ProcessGrid grid = grid();
        long events = 0;
        for (int r = 0; r < ranks; r++) {
            events += JacobiRank.eventCount(grid.neighbours(r).length, iterations);
        }
        return events;
    }
}

package org.fenceline.samples.catalog;

/**
 * When the Jacobi samples' ranks wait, derived from their synchronisation structure alone: a model in which
 * computing and communicating cost nothing except the slow rank's extra computation, so every wait is caused by
 * the injected imbalance. Ranks form a chain (rank r's neighbours are r-1 and r+1); each variant's iteration is
 * replayed on per-rank clocks, and the waits are added up as the analysis defines them.
 */
final class HaloExchangeModel {
    private final int ranks;
    private final int iterations;
    private final int slowRank;
    private final double extra;

    HaloExchangeModel(int ranks, int iterations, int slowRank, double extraSeconds) {
        this.ranks = ranks;
        this.iterations = iterations;
        this.slowRank = slowRank;
        this.extra = extraSeconds;
    }

    /**
     * Receives and sends of both halo rows, then MPI_Waitall: a rank waits until both neighbours have entered the
     * exchange (their rows leave when they post the sends). Returns the total Late Sender time.
     */
    double twoSidedLateSender() {
        double[] t = new double[ranks];
        double wait = 0;
        for (int i = 0; i < iterations; i++) {
            double[] done = new double[ranks];
            for (int r = 0; r < ranks; r++) {
                done[r] = Math.max(t[r], neighbourMax(t, r));
                wait += done[r] - t[r];
            }
            for (int r = 0; r < ranks; r++) {
                t[r] = done[r] + slowExtra(r);
            }
        }
        return wait;
    }

    /**
     * Post, start, put, complete, wait with both neighbours: MPI_Win_start waits for the neighbours' posts (Late
     * Post), MPI_Win_wait for their completes (Early Wait). Returns {Late Post, Early Wait}.
     */
    double[] pscwLatePostAndEarlyWait() {
        double[] t = new double[ranks];
        double latePost = 0;
        double earlyWait = 0;
        for (int i = 0; i < iterations; i++) {
            double[] completed = new double[ranks];
            for (int r = 0; r < ranks; r++) {
                completed[r] = Math.max(t[r], neighbourMax(t, r));
                latePost += completed[r] - t[r];
            }
            for (int r = 0; r < ranks; r++) {
                double waited = Math.max(completed[r], neighbourMax(completed, r));
                earlyWait += waited - completed[r];
                t[r] = waited + slowExtra(r);
            }
        }
        return new double[] {latePost, earlyWait};
    }

    private double neighbourMax(double[] times, int r) {
        double max = Double.NEGATIVE_INFINITY;
        if (r > 0) {
            max = times[r - 1];
        }
        if (r + 1 < ranks) {
            max = Math.max(max, times[r + 1]);
        }
        return max;
    }

    private double slowExtra(int r) {
        return r == slowRank ? extra : 0;
    }
}

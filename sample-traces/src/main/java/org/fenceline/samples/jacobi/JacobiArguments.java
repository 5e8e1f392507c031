package org.fenceline.samples.jacobi;

import org.fenceline.samples.Delay;

/**
 * The arguments every Jacobi variant takes: {@code [ITERATIONS] [SLOW_RANK] [EXTRA_MS]}. The slow rank computes
 * {@code EXTRA_MS} longer in every iteration, as a rank with a harder part of the domain would (simulated by
 * computing for that long); -1 means no slow rank.
 */
record JacobiArguments(int iterations, int slowRank, Delay extra) {
    static JacobiArguments parse(String[] args) {
        int iterations = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int slowRank = args.length > 1 ? Integer.parseInt(args[1]) : -1;
        return new JacobiArguments(iterations, slowRank, Delay.fromArgs(args, 2, 0));
    }

    /** The imbalance: the extra computation of the slow rank, nothing for the others. */
    void imbalance(int rank) {
        if (rank == slowRank) {
            extra.compute();
        }
    }
}

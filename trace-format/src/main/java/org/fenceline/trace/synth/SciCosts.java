package org.fenceline.trace.synth;

/**
 * How long each step of the synthetic Jacobi run takes on its emulated time line, in ns. Communication costs
 * are derived from the SCI-MPICH measurements on the Pentium III platform (digest 000, "sci-p3"): PIO writes
 * of 170 MB/s with 1.5 us word latency, a 3.5 us store barrier, 2 us minimum transfer latency per barrier
 * round and 3.06 us for a short message. Compute costs are those of a plain 5-point stencil. It is a cost
 * model, not an emulation of the device protocols: good enough for a time line whose waiting is explainable.
 */
final class SciCosts {
    /** Call overhead between two consecutive records of a rank (loop control, argument checks). */
    static final long STEP_NS = 150;
    /** From entering MPI_Put to the first remote store (address translation). */
    static final long PUT_ISSUE_NS = 200;
    /** From the last store's arrival to the return of MPI_Put. */
    static final long PUT_RETURN_NS = 100;
    /** One grid point of a Jacobi sweep (5-point stencil, two arrays). */
    static final double SWEEP_NS_PER_POINT = 2.0;
    /** One grid point of the residual norm. */
    static final double RESIDUAL_NS_PER_POINT = 0.5;

    private static final long REMOTE_WRITE_LATENCY_NS = 1_500;
    private static final double PIO_NS_PER_BYTE = 1e9 / 170e6;
    private static final long STORE_BARRIER_NS = 3_500;
    private static final long BARRIER_ROUND_NS = 2_000;
    private static final long SHORT_MESSAGE_NS = 3_060;
    private static final long INIT_NS = 200_000;
    private static final long WIN_CREATE_NS = 50_000;
    private static final long WIN_FREE_NS = 20_000;

    private SciCosts() {
    }

    /** From the first store of a Put of {@code bytes} (programmed I/O) to the arrival of its last byte. */
    static long putTransfer(long bytes) {
        return REMOTE_WRITE_LATENCY_NS + Math.round(bytes * PIO_NS_PER_BYTE);
    }

    /**
     * From the last rank's arrival at a collective to every rank's exit from it (all leave together: each
     * of these collectives ends with a barrier-like round of {@code log2(ranks)} steps).
     */
    static long collective(JacobiCollective c, int ranks) {
        long rounds = 32 - Integer.numberOfLeadingZeros(ranks - 1);
        return switch (c) {
            case INIT -> INIT_NS + rounds * BARRIER_ROUND_NS;
            case WIN_CREATE -> WIN_CREATE_NS + rounds * BARRIER_ROUND_NS;
            // A fence first makes the epoch's stores visible, then synchronises like a barrier.
            case FENCE -> STORE_BARRIER_NS + rounds * BARRIER_ROUND_NS;
            // Recursive doubling of one double: one short message per round.
            case ALLREDUCE -> rounds * SHORT_MESSAGE_NS;
            case WIN_FREE -> WIN_FREE_NS + rounds * BARRIER_ROUND_NS;
            case FINALIZE -> rounds * BARRIER_ROUND_NS;
        };
    }
}

package org.fenceline.viewer.timeline;

/**
 * One one-sided transfer with everything the seed's three drawings need (digest 001 §8): the whole RMA
 * operation on the origin (its region and the origin marker PUT_1TS / GET_1TO), the recorded transfer from
 * start to end, and the synchronisation exits that bound the logical transfer and its dependencies.
 * Times are trace nanoseconds; {@link #NONE} marks a time the trace does not contain.
 *
 * @param get            a Get (data flows target → origin) rather than a Put or Accumulate
 * @param origin         the location that called MPI_Put / MPI_Get
 * @param target         the location whose window is accessed
 * @param opStart        enter of the RMA call on the origin
 * @param opEnd          exit of the RMA call on the origin
 * @param originMark     PUT_1TS (Put) or GET_1TO (Get) on the origin
 * @param transferStart  PUT_1TS on the origin (Put) or GET_1TS on the target (Get)
 * @param transferEnd    PUT_1TE on the target (Put) or GET_1TE on the origin (Get)
 * @param originSyncEnter enter of the first RMA synchronisation call on the origin after the operation
 * @param originSyncExit exit of that call (fence, complete, unlock, flush)
 * @param targetSyncExit exit of the first active-target synchronisation call on the target after the operation
 * @param passive        the origin's closing synchronisation is passive-target (lock/unlock, flush)
 */
public record RmaTransfer(boolean get, int origin, int target, long opStart, long opEnd, long originMark,
                          long transferStart, long transferEnd, long originSyncEnter, long originSyncExit,
                          long targetSyncExit, boolean passive) {
    public static final long NONE = Long.MIN_VALUE;
    /** Upper bound of ε, the gap that keeps a logical transfer from having zero length. */
    private static final long EPSILON_NS = 1_000;

    public int sourceLocation() {
        return get ? target : origin;
    }

    public int sinkLocation() {
        return get ? origin : target;
    }

    public boolean isComplete() {
        return transferStart != NONE && transferEnd != NONE;
    }

    /** The earliest time the drawing of this transfer touches (for finding the transfers in a view). */
    public long earliest() {
        return Math.min(opStart, transferStart == NONE ? opStart : transferStart);
    }

    /** The latest time the drawing touches. */
    public long latest() {
        long t = Math.max(opEnd, transferEnd);
        return Math.max(t, Math.max(originSyncExit, targetSyncExit));
    }

    /** Whether the closing synchronisation calls are known, so a logical transfer can be drawn. */
    public boolean hasLogicalTransfer() {
        return originSyncExit != NONE && (passive || targetSyncExit != NONE);
    }

    /**
     * ε of the seed's model: small, and never more than the length of the synchronisation call, so start
     * stays before end and no line runs backwards.
     */
    private long epsilon() {
        return Math.max(1, Math.min(EPSILON_NS, (originSyncExit - originSyncEnter) / 2));
    }

    /**
     * Start of the logical transfer (digest 001 §8.3), sent as late as possible: for a Get on the target at
     * {@code min(exit_origin − ε, exit_target)} (passive: {@code exit_origin − ε}); a Put mirrors it, leaving
     * the origin at {@code min(exit_origin, exit_target) − ε}.
     */
    public long logicalStart() {
        if (passive) {
            return originSyncExit - epsilon();
        }
        return get ? Math.min(originSyncExit - epsilon(), targetSyncExit)
                : Math.min(originSyncExit, targetSyncExit) - epsilon();
    }

    /** End of the logical transfer: the origin's sync exit for a Get, the target's (passive: origin's) for a Put. */
    public long logicalEnd() {
        return get || passive ? originSyncExit : targetSyncExit;
    }
}

package org.fenceline.tracer.device;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * Counts what a progress call could still move: ring messages written or queued but not yet polled by
 * their receiver, and DMA transfers whose completion the sender has not yet acted on. Zero means that
 * a job whose ranks all wait is deadlocked.
 *
 * <p>Every rank counts on its own cache lines what it added and what it removed, under its endpoint's monitor
 * (one writer per counter): one job-wide atomic counter, incremented by the sender and decremented by the
 * receiver of every message, moved its cache line between the two ranks' cores twice per message, on the path
 * of the message itself (about 10 % of an 8-B ping-pong on two idle cores). Only the deadlock detector adds the
 * counters up, a few times per second.
 */
final class InFlight {
    private static final VarHandle COUNT = MethodHandles.arrayElementVarHandle(long[].class);
    /** Longs per rank: 128 bytes, the pair of cache lines that the adjacent-line prefetcher fetches together. */
    private static final int STRIDE = 16;
    private static final int ADDED = 0;
    private static final int REMOVED = 1;
    /** Per rank a block of {@link #STRIDE}; block 0, which shares its line with the array's header, is unused. */
    private final long[] counts;
    private final int ranks;

    InFlight(int ranks) {
        this.ranks = ranks;
        this.counts = new long[(ranks + 1) * STRIDE];
    }

    /** {@code rank} wrote or queued a ring message, or started a DMA transfer; called under its monitor. */
    void add(int rank) {
        increment(index(rank, ADDED));
    }

    /** {@code rank} polled a ring message, or acted on a DMA completion; called under its monitor. */
    void remove(int rank) {
        increment(index(rank, REMOVED));
    }

    /**
     * True if something was in flight. The removals are read first: a removal is published (release) after its
     * addition became visible to the remover, so the additions read afterwards include it, and the difference
     * counts at least everything that stayed in flight while the counters were read.
     */
    boolean any() {
        long removed = 0;
        for (int r = 0; r < ranks; r++) {
            removed += (long) COUNT.getAcquire(counts, index(r, REMOVED));
        }
        long added = 0;
        for (int r = 0; r < ranks; r++) {
            added += (long) COUNT.getAcquire(counts, index(r, ADDED));
        }
        return added > removed;
    }

    private void increment(int index) {
        COUNT.setRelease(counts, index, counts[index] + 1);
    }

    private static int index(int rank, int counter) {
        return (rank + 1) * STRIDE + counter;
    }
}

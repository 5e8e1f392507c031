package org.fenceline.tracer.device.rma;

/**
 * What one origin has issued on a window, per target, and how much of it is complete: the emulated
 * method's job counters (digest 000 §6.3, incremented by the target after executing each operation) and,
 * for direct writes, when the last of them arrives. Flush, unlock, complete and fence wait on it.
 */
final class OriginLedger {
    private final long[] issued;
    private final long[] completed;
    private final long[] visibleAt;
    private final boolean[] unfencedWrites;

    OriginLedger(int targets) {
        issued = new long[targets];
        completed = new long[targets];
        visibleAt = new long[targets];
        unfencedWrites = new boolean[targets];
    }

    synchronized void issued(int target) {
        issued[target]++;
    }

    /** An operation finished at the target; its completion is visible to the origin at {@code time}. */
    synchronized void completed(int target, long time) {
        completed[target]++;
        visibleAt[target] = Math.max(visibleAt[target], time);
    }

    /** A direct write went out: complete in the call (SHMEM consistency), arriving at {@code arrival}. */
    synchronized void wrote(int target, long arrival) {
        issued[target]++;
        completed[target]++;
        visibleAt[target] = Math.max(visibleAt[target], arrival);
        unfencedWrites[target] = true;
    }

    /** A direct read or read-modify-write, complete in the call. */
    synchronized void done(int target, long time) {
        issued[target]++;
        completed[target]++;
        visibleAt[target] = Math.max(visibleAt[target], time);
    }

    synchronized boolean settled(int target) {
        return completed[target] == issued[target];
    }

    synchronized boolean settled() {
        for (int t = 0; t < issued.length; t++) {
            if (completed[t] != issued[t]) {
                return false;
            }
        }
        return true;
    }

    synchronized long visibleAt(int target) {
        return visibleAt[target];
    }

    /** Takes the flag that direct writes to {@code target} still need a store barrier. */
    synchronized boolean takeUnfencedWrites(int target) {
        boolean pending = unfencedWrites[target];
        unfencedWrites[target] = false;
        return pending;
    }
}

package org.fenceline.tracer.runtime.window;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.fenceline.tracer.device.rma.LockRequest;

/**
 * The passive-target epochs an origin has open on a window: per locked target the granted lock request (or
 * none under MODE_NOCHECK, which skips the lock protocol), and whether they came from MPI_Win_lock_all.
 */
final class PassiveEpochs {
    /** One locked target: its grant, null when MODE_NOCHECK skipped the lock protocol. */
    record Hold(LockRequest grant, boolean exclusive) {
    }

    private final Map<Integer, Hold> holds = new HashMap<>();
    private boolean all;

    boolean isEmpty() {
        return holds.isEmpty();
    }

    boolean holds(int target) {
        return holds.containsKey(target);
    }

    boolean lockedAll() {
        return all;
    }

    void add(int target, Hold hold) {
        holds.put(target, hold);
    }

    Hold remove(int target) {
        return holds.remove(target);
    }

    Set<Integer> targets() {
        return Set.copyOf(holds.keySet());
    }

    void lockedAll(boolean value) {
        all = value;
    }
}

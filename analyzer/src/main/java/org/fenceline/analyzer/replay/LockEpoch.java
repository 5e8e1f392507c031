package org.fenceline.analyzer.replay;

/**
 * One origin's hold of the lock of one target's window part while it is open: requested, granted (the runtime's
 * real grant, LOCK_ACQUIRED). A lock_all makes one shared epoch per target. Released, it becomes a row of the
 * origin's {@link LockEpochTable}.
 */
final class LockEpoch {
    static final long NOT_YET = Long.MIN_VALUE;

    final int window;
    final int target;
    final boolean exclusive;
    final boolean all;
    final long request;
    long grant = NOT_YET;
    /**
     * The row of the origin's {@link PassiveCallTable} the grant was recorded in, if a call that can wait for it
     * (lock, unlock, flush, RMA op), else -1.
     */
    int grantedIn = -1;

    LockEpoch(int window, int target, boolean exclusive, boolean all, long request) {
        this.window = window;
        this.target = target;
        this.exclusive = exclusive;
        this.all = all;
        this.request = request;
    }
}

package org.fenceline.analyzer.replay;

/**
 * One origin's hold of the lock of one target's window part: requested, granted (the runtime's real grant,
 * LOCK_ACQUIRED) and released. A lock_all makes one shared epoch per target.
 */
final class LockEpoch {
    static final long NOT_YET = Long.MIN_VALUE;

    final int origin;
    final int window;
    final int target;
    final boolean exclusive;
    final boolean all;
    final long request;
    long grant = NOT_YET;
    long release = NOT_YET;
    /**
     * The row of the origin's {@link PassiveCallTable} the grant was recorded in, if a call that can wait for it
     * (lock, unlock, flush, RMA op), else -1.
     */
    int grantedIn = -1;
    /** The conflicting epoch released last before the grant while this one was waiting, or null. */
    LockEpoch holder;

    LockEpoch(int origin, int window, int target, boolean exclusive, boolean all, long request) {
        this.origin = origin;
        this.window = window;
        this.target = target;
        this.exclusive = exclusive;
        this.all = all;
        this.request = request;
    }

    boolean conflictsWith(LockEpoch other) {
        return exclusive || other.exclusive;
    }
}

package org.fenceline.tracer.device.rma;

/**
 * One origin's request at a part's {@link WindowLock}: granted from {@link #grantedAt()} on (emulated time;
 * −1 while it waits). The runtime keeps it from MPI_Win_lock to MPI_Win_unlock.
 */
public final class LockRequest {
    final int origin;
    final boolean exclusive;
    private volatile long grantedAt = -1;
    private volatile long grantedHostNanos;

    LockRequest(int origin, boolean exclusive) {
        this.origin = origin;
        this.exclusive = exclusive;
    }

    void grant(long at) {
        grantedHostNanos = System.nanoTime();
        grantedAt = at;
    }

    public long grantedAt() {
        return grantedAt;
    }

    /** Host time ({@link System#nanoTime()}) at which the owner's lock granted the request. */
    public long grantedHostNanos() {
        return grantedHostNanos;
    }
}

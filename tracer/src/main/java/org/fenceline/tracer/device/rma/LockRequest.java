package org.fenceline.tracer.device.rma;

/**
 * One origin's request at a part's {@link WindowLock}: granted from {@link #grantedAt()} on (emulated time;
 * −1 while it waits). The runtime keeps it from MPI_Win_lock to MPI_Win_unlock.
 */
public final class LockRequest {
    final int origin;
    final boolean exclusive;
    private volatile long grantedAt = -1;
    private volatile long grantedClockNanos;

    LockRequest(int origin, boolean exclusive) {
        this.origin = origin;
        this.exclusive = exclusive;
    }

    void grant(long at, long clockNow) {
        grantedClockNanos = clockNow;
        grantedAt = at;
    }

    public long grantedAt() {
        return grantedAt;
    }

    /**
     * The job clock's time ({@code Clock.nanos()}: the host's in wall-clock time, the granting rank's virtual
     * time) at which the owner's lock granted the request.
     */
    public long grantedClockNanos() {
        return grantedClockNanos;
    }
}

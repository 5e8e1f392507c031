package org.fenceline.tracer.sci;

/** A clock that only moves when told to, or when an emulated delay is realised: deterministic timing. */
public final class ManualClock implements Clock {
    private long now;

    @Override
    public synchronized long nanos() {
        return now;
    }

    /** Realising a delay just moves time forward: nothing in a single-threaded test runs meanwhile. */
    @Override
    public synchronized void waitUntil(long deadline) {
        now = Math.max(now, deadline);
    }

    public synchronized void advanceTo(long time) {
        now = Math.max(now, time);
    }
}

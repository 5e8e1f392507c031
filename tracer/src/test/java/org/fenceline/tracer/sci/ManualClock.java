package org.fenceline.tracer.sci;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import org.fenceline.tracer.kernel.Clock;

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

    /** Sleeping until a deadline moves time there; without one, nothing in a single-threaded test would wake. */
    @Override
    public synchronized void sleep(Object blocker, long until, BooleanSupplier woken) {
        if (until != Long.MAX_VALUE) {
            now = Math.max(now, until);
        }
    }

    @Override
    public Object sleeper() {
        return Thread.currentThread();
    }

    @Override
    public void wake(Object sleeper) {
        LockSupport.unpark((Thread) sleeper);
    }

    public synchronized void advanceTo(long time) {
        now = Math.max(now, time);
    }
}

package org.fenceline.tracer.kernel;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * {@link System#nanoTime()} with precise waiting: microsecond delays are busy-spun (a parked thread
 * wakes tens of microseconds late), long ones park until shortly before the deadline and spin the rest,
 * so that many emulated ranks on few cores do not burn the machine while they wait.
 */
final class WallClock implements Clock {
    static final WallClock INSTANCE = new WallClock();
    /** Below this, parking is too coarse: spin. */
    static final long SPIN_LIMIT_NANOS = 200_000;
    /** Parking returns up to this much late; wake this early and spin the rest. */
    static final long PARK_SLACK_NANOS = 120_000;

    private WallClock() {
    }

    @Override
    public long nanos() {
        return System.nanoTime();
    }

    @Override
    public void waitUntil(long deadline) {
        long remaining;
        while ((remaining = deadline - System.nanoTime()) > 0) {
            if (remaining > SPIN_LIMIT_NANOS) {
                LockSupport.parkNanos(remaining - PARK_SLACK_NANOS);
            } else {
                Thread.onSpinWait();
            }
        }
    }

    @Override
    public void sleep(Object blocker, long until, BooleanSupplier woken) {
        if (until == Long.MAX_VALUE) {
            LockSupport.park(blocker);
            return;
        }
        long remaining = until - System.nanoTime();
        if (remaining > SPIN_LIMIT_NANOS) {
            // Wake early and let the caller come back: parking overshoots by tens of microseconds.
            LockSupport.parkNanos(blocker, remaining - PARK_SLACK_NANOS);
            return;
        }
        while (System.nanoTime() < until && !woken.getAsBoolean()) {
            Thread.onSpinWait();
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
}

package org.fenceline.tracer.sci;

import java.util.concurrent.locks.LockSupport;

/**
 * {@link System#nanoTime()} with precise waiting: microsecond delays are busy-spun (a parked thread
 * wakes tens of microseconds late), long ones park until shortly before the deadline and spin the rest,
 * so that many emulated ranks on few cores do not burn the machine while they wait.
 */
final class SystemClock implements Clock {
    static final SystemClock INSTANCE = new SystemClock();
    /** Below this, parking is too coarse: spin. */
    static final long SPIN_LIMIT_NANOS = 200_000;
    /** Parking returns up to this much late; wake this early and spin the rest. */
    static final long PARK_SLACK_NANOS = 120_000;

    private SystemClock() {
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
}

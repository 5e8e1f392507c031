package org.fenceline.tracer.kernel;

import java.util.function.BooleanSupplier;

/**
 * The time source of the emulated machine, and the only way its code waits. Every emulated cost is realised
 * through it: a CPU that is busy for 2 µs calls {@code waitUntil(now + 2 µs)}, a packet is visible once
 * {@code nanos() >= arrival}, a rank with nothing to do {@link #sleep}s until its next known event or until
 * another rank {@link #wake}s it.
 *
 * <p>Two realisations: {@link WallClock} lets the host's clock pass (ranks run concurrently, delays are spun or
 * parked), {@link VirtualClock} gives every rank its own virtual time and lets a {@link SimulationKernel} run
 * them one at a time in virtual-time order, so that nothing waits on the host. Tests inject a clock that only
 * moves when told.
 */
public interface Clock {
    /** The calling rank's current time in nanoseconds (arbitrary origin, monotonic per rank). */
    long nanos();

    /** Returns once the calling rank's time has reached {@code deadline}: the realisation of an emulated delay. */
    void waitUntil(long deadline);

    /**
     * Sleeps the calling thread until its time reaches {@code until} ({@code Long.MAX_VALUE}: no limit) or until
     * another thread {@link #wake}s its {@link #sleeper()} token, or {@code woken} turns true. May return early;
     * the caller re-examines its state.
     */
    void sleep(Object blocker, long until, BooleanSupplier woken);

    /** The token by which other threads {@link #wake} the calling thread. */
    Object sleeper();

    /** Ends a {@link #sleep} of the thread whose token {@code sleeper} is; at the waker's time. */
    void wake(Object sleeper);

    /**
     * A scheduling point: in virtual time, lets every rank whose time lies before the caller's act first, so
     * that what the caller observes next is complete up to its time. Call it only where no monitor is held.
     */
    default void sync() {
    }

    /** Whether ranks are timed in virtual time (waiting never passes host time). */
    default boolean isVirtual() {
        return false;
    }

    /** The job ends abnormally: stop scheduling, let every waiting thread run to its abort check. */
    default void abort() {
    }

    /** The host's monotonic clock with precise waiting. */
    static Clock system() {
        return WallClock.INSTANCE;
    }
}

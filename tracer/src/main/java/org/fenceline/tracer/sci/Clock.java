package org.fenceline.tracer.sci;

/**
 * The time source of the emulated network. Every emulated cost is realised through it: a CPU that is
 * busy for 2 µs waits until {@code now + 2 µs}, a packet is visible once {@code nanos() >= arrival}.
 * Tests inject a clock whose time only moves when told, which makes emulated timing deterministic.
 */
public interface Clock {
    /** Current time in nanoseconds (arbitrary origin, monotonic). */
    long nanos();

    /** Returns once {@link #nanos()} has reached {@code deadline}: the realisation of an emulated delay. */
    void waitUntil(long deadline);

    /** The host's monotonic clock with precise waiting. */
    static Clock system() {
        return SystemClock.INSTANCE;
    }
}

package org.fenceline.samples.catalog;

/**
 * How close a measured severity must be to the expected one. The samples inject wall-clock delays into a real
 * run on a shared machine, so the analysis also sees the runtime's own costs (message latency, lock hand-over,
 * thread wake-ups) and scheduling noise: a few hundred microseconds per wait, more under load.
 *
 * <ul>
 *   <li><b>expected metrics:</b> |measured - expected| ≤ max(5 % of expected, 2 ms), for every sample. The
 *       applications (Jacobi, master-worker, ticket counter, progress benchmark, ping-pong) are held to the same
 *       bound: their expectations come from a model of their synchronisation in which only the injected
 *       computation takes time, so their injected delays are large (100-200 ms per step) against the runtime's
 *       own costs per step (tens of microseconds) and a woken thread's scheduling delay;</li>
 *   <li><b>near zero:</b> every other wait-state metric in the sample's region ≤ max(5 % of the computation the
 *       sample injects, summed over ranks, 2 ms) — small against the injected delays, large enough for the
 *       runtime's own costs and the scheduling noise of a loaded machine.</li>
 * </ul>
 */
public final class Tolerance {
    public static final double RELATIVE = 0.05;
    public static final double ABSOLUTE_SECONDS = 0.002;
    public static final double NEAR_ZERO_RELATIVE = 0.05;

    private Tolerance() {
    }

    /** The allowed deviation from an expected severity. */
    public static double around(double expectedSeconds) {
        return Math.max(RELATIVE * expectedSeconds, ABSOLUTE_SECONDS);
    }

    /** The most a metric that should not occur may show in a sample that injects this much computation. */
    public static double nearZero(double injectedSeconds) {
        return Math.max(NEAR_ZERO_RELATIVE * injectedSeconds, ABSOLUTE_SECONDS);
    }
}

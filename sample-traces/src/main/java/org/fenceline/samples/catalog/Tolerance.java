package org.fenceline.samples.catalog;

/**
 * How close a measured severity must be to the expected one. The samples inject wall-clock delays into a real
 * run on a shared machine, so the analysis also sees the runtime's own costs (message latency, lock hand-over,
 * thread wake-ups) and scheduling noise: a few hundred microseconds per wait, more under load.
 *
 * <ul>
 *   <li><b>expected metrics:</b> |measured - expected| ≤ max(5 % of expected, 2 ms);</li>
 *   <li><b>near zero:</b> every other wait-state metric in the sample's region ≤ max(2 % of the sample's total
 *       expected severity, 2 ms) — small against the injected delays, large enough for the runtime's own costs.</li>
 * </ul>
 */
public final class Tolerance {
    public static final double RELATIVE = 0.05;
    public static final double ABSOLUTE_SECONDS = 0.002;
    public static final double NEAR_ZERO_RELATIVE = 0.02;

    private Tolerance() {
    }

    /** The allowed deviation from an expected severity. */
    public static double around(double expectedSeconds) {
        return Math.max(RELATIVE * expectedSeconds, ABSOLUTE_SECONDS);
    }

    /** The most a metric that should not occur may show in a sample whose expected severities add up to this. */
    public static double nearZero(double expectedTotalSeconds) {
        return Math.max(NEAR_ZERO_RELATIVE * expectedTotalSeconds, ABSOLUTE_SECONDS);
    }
}

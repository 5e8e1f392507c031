package org.fenceline.samples.catalog;

/**
 * How close a measured severity must be to the expected one. The samples run in virtual time: their injected
 * delays are measured computation (a busy wait of known length, exact whatever the host's load), the runtime's
 * communication is timed by the interconnect model, and nothing else (the host's scheduler, other processes, the
 * measurement) adds time. What remains beside the injected delay is the program's own computation between its
 * MPI calls (microseconds to a millisecond, class loading included) and the modelled communication.
 *
 * <ul>
 *   <li><b>expected metrics:</b> |measured - expected| ≤ max(2 % of expected, 1 ms), for every sample, the
 *       applications (Jacobi, master-worker, ticket counter, progress benchmark, ping-pong) included: their
 *       expectations come from a model of their synchronisation in which only the injected computation takes
 *       time;</li>
 *   <li><b>near zero:</b> every other wait-state metric in the sample's region ≤ max(2 % of the computation the
 *       sample injects, summed over ranks, 1 ms).</li>
 * </ul>
 */
public final class Tolerance {
    public static final double RELATIVE = 0.02;
    public static final double ABSOLUTE_SECONDS = 0.001;
    public static final double NEAR_ZERO_RELATIVE = 0.02;

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

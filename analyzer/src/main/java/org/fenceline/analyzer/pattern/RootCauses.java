package org.fenceline.analyzer.pattern;

/**
 * One location's results of the root-cause analysis (the backward replay after the wait-state search), handed to
 * {@link ReplayListener#rootCauses}. Values are seconds per call path of the report's call tree, on this location.
 * Wait states are named by the id of the metric that found them ({@code mpi_latesender}, {@code
 * mpi_rma_wait_at_fence}, ...); the analysis covers the wait states some pattern of the catalog names in
 * {@link Pattern#waitStatesExplained()}, and is 0 for any other id. See docs/patterns.md, "Delay costs".
 */
public interface RootCauses {
    int location();

    /**
     * Delay costs of this location's call path for wait states of one kind (Böhme et al.): the excess time of
     * the call path over the waiting location since their previous synchronisation, scaled so that the costs
     * of a wait state add up to its waiting time (short term) or to the waiting time it causes further on
     * (long term).
     */
    double delay(String waitState, DelayTerm term, int callPath);

    /** This location's waiting time in wait states of one kind at the call path, and its shares. */
    double wait(String waitState, WaitShare share, int callPath);

    /** This location's share of the critical path and of its performance impact at the call path. */
    double criticalPath(CriticalPathShare share, int callPath);

    /** Computational load imbalance of this location at the call path (computation only). */
    double imbalance(ImbalanceShare share, int callPath);

    /** Short-term (direct) or long-term (through wait-state propagation) delay costs. */
    enum DelayTerm {
        SHORT, LONG
    }

    /** Shares of a location's waiting time. */
    enum WaitShare {
        /** All of it (of a wait state refined by a child wait state: without the child's part). */
        TOTAL,
        /** The part caused by wait states of the delaying location in the synchronisation interval. */
        INDIRECT,
        /** The part that causes point-to-point wait states on other locations later on. */
        PROPAGATING
    }

    /** The critical path (Böhme et al., IPDPS 2012) and Scalasca's performance-impact metrics. */
    enum CriticalPathShare {
        /** Time of this location's call path on the critical path. */
        PATH,
        /** The part of PATH that exceeds the average non-waiting time of the call path over all locations. */
        IMBALANCE,
        /** Non-waiting time of critical-path call paths, up to the critical path's time in them. */
        ACTIVITIES,
        /** This location's waiting time, mapped onto the critical-path call paths that spend too long. */
        IMBALANCE_IMPACT,
        /** The part of IMBALANCE_IMPACT due to call paths this location never executes (other partitions). */
        INTER_PARTITION,
        /** Non-waiting time beyond the critical path's time in the call path. */
        NON_CRITICAL
    }

    /** Scalasca's computational imbalance heuristic, per call path against the average over all locations. */
    enum ImbalanceShare {
        /** Computation above the average. */
        ABOVE,
        /** ... of a call path only this location executes. */
        ABOVE_SINGLE,
        /** Computation below the average (including locations that never execute the call path). */
        BELOW,
        /** ... because this location never executes the call path. */
        BELOW_BYPASS,
        /** ... which only a single location executes. */
        BELOW_SINGULARITY
    }
}

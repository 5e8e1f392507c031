package org.fenceline.analyzer.report;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * A root cause of wait states: a call path on one location whose excess time (its delay) made other locations
 * wait, with the waiting time it is charged for (its delay costs, short- and long-term) in one kind of wait state.
 * The console names the largest ones ("location 1, solve, 0.200 s of excess time, causes 0.600 s of Wait at
 * Fence on locations 0, 2, 3").
 *
 * @param location          the delaying location
 * @param callPath          where its excess time was spent
 * @param waitStateId       the metric of the wait states it causes, e.g. {@code mpi_rma_wait_at_fence}
 * @param delayS            its excess time over the waiting locations (each synchronisation counted once)
 * @param costS             the waiting time it causes, directly and through propagation
 * @param waitingLocations  the locations whose wait states of this kind it causes directly, ascending; empty if
 *                          it causes them only through wait-state propagation (long-term)
 * @param largest           the synchronisation where it cost most, to show it on a timeline; {@code null} if
 *                          not known (reports written before it was added)
 */
public record RootCause(int location, CallPathNode callPath, String waitStateId, double delayS, double costS,
                        List<Integer> waitingLocations, DelayInterval largest) {

    /** Largest costs first; ties by location and call path, so the order is deterministic. */
    public static final Comparator<RootCause> LARGEST_FIRST = Comparator
            .comparingDouble(RootCause::costS).reversed()
            .thenComparingInt(RootCause::location)
            .thenComparingInt(c -> c.callPath().index())
            .thenComparing(RootCause::waitStateId);

    public RootCause {
        Objects.requireNonNull(callPath, "callPath");
        Objects.requireNonNull(waitStateId, "waitStateId");
        waitingLocations = List.copyOf(waitingLocations);
    }
}

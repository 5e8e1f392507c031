package org.fenceline.analyzer.report;

import java.util.List;
import java.util.Objects;

/**
 * The delay behind one synchronisation, as the backward replay finds it: the call path on the delaying location
 * whose excess time made the others wait there, where it lies in time, and what it cost at that synchronisation.
 * A timeline draws it as the interval that caused a wait state. Times are seconds since the trace start.
 *
 * @param location          the delaying location
 * @param callPath          where its excess time was spent
 * @param startS            the first time the location was in the call path during the synchronisation interval
 *                          (since the previous synchronisation of the waiting and the delaying location)
 * @param endS              the last time it was in it
 * @param delayS            its excess time over the waiting locations, the largest over them
 * @param waitStateId       the metric of the wait states it caused at the synchronisation
 * @param synchronisationS  the synchronisation: when the waiting locations were released (their wait states end)
 * @param costS             the waiting time it is charged for there (its short-term delay costs, summed over the
 *                          waiting locations)
 * @param waitingLocations  the locations that waited for it there, ascending
 */
public record DelayInterval(int location, CallPathNode callPath, double startS, double endS, double delayS,
                            String waitStateId, double synchronisationS, double costS,
                            List<Integer> waitingLocations) {

    public DelayInterval {
        Objects.requireNonNull(callPath, "callPath");
        Objects.requireNonNull(waitStateId, "waitStateId");
        waitingLocations = List.copyOf(waitingLocations);
    }

    /**
     * Whether this delay made the instance wait at this synchronisation itself, not through wait states it caused
     * first (wait-state propagation).
     */
    public boolean causesDirectly(Instance instance) {
        return instance.metricId().equals(waitStateId) && instance.endS() == synchronisationS
                && instance.partner() != null && instance.partner().location() == location
                && waitingLocations.contains(instance.location());
    }
}

package org.fenceline.patterns.imbalance;

import org.fenceline.analyzer.pattern.RootCauses.ImbalanceShare;
import org.fenceline.patterns.Description;

/** Non-participation (imbalance_below_bypass). */
public final class NonParticipation extends ImbalanceMetric {
    public NonParticipation() {
        super("imbalance_below_bypass", "Non-participation", "imbalance_below", ImbalanceShare.BELOW_BYPASS, new Description(
                "Underload of locations that never execute the call path.",
                "per call path of computation (no MPI region), <i>avg</i> = the mean over all locations of "
                + "its exclusive time <i>t(l)</i> (0 where not visited). <i>avg</i> on each location that "
                + "never visits the call path.",
                "Work distributed to a subset of the processes.",
                "Distribute it to all processes."));
    }
}

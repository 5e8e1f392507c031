package org.fenceline.patterns.imbalance;

import org.fenceline.analyzer.pattern.RootCauses.ImbalanceShare;
import org.fenceline.patterns.Description;

/** Single participant (imbalance_above_single). */
public final class SingleParticipant extends ImbalanceMetric {
    public SingleParticipant() {
        super("imbalance_above_single", "Single participant", "imbalance_above", ImbalanceShare.ABOVE_SINGLE, new Description(
                "Overload of call paths only one location executes.",
                "per call path of computation (no MPI region), <i>avg</i> = the mean over all locations of "
                + "its exclusive time <i>t(l)</i> (0 where not visited). The overload of a call path visited "
                + "by one location only.",
                "Work only one process does (serial parts, a master's bookkeeping).",
                "Parallelise it or overlap it with the others' work."));
    }
}

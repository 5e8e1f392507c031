package org.fenceline.patterns.imbalance;

import org.fenceline.analyzer.pattern.RootCauses.ImbalanceShare;
import org.fenceline.patterns.Description;

/** Singularity (imbalance_below_singularity). */
public final class Singularity extends ImbalanceMetric {
    public Singularity() {
        super("imbalance_below_singularity", "Singularity", "imbalance_below_bypass", ImbalanceShare.BELOW_SINGULARITY, new Description(
                "Non-participation in call paths only one location executes.",
                "per call path of computation (no MPI region), <i>avg</i> = the mean over all locations of "
                + "its exclusive time <i>t(l)</i> (0 where not visited). <i>avg</i> on each location that "
                + "does not visit a call path visited by exactly one location.",
                "Serial work: all but one process idle in it.",
                "Parallelise it."));
    }
}

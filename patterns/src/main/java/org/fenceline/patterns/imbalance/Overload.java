package org.fenceline.patterns.imbalance;

import org.fenceline.analyzer.pattern.RootCauses.ImbalanceShare;
import org.fenceline.patterns.Description;

/** Overload (imbalance_above). */
public final class Overload extends ImbalanceMetric {
    public Overload() {
        super("imbalance_above", "Overload", "imbalance", ImbalanceShare.ABOVE, new Description(
                "Computation above the average of the call path.",
                "per call path of computation (no MPI region), <i>avg</i> = the mean over all locations of "
                + "its exclusive time <i>t(l)</i> (0 where not visited). Overload = <i>t(l)</i> &minus; "
                + "<i>avg</i> where positive.",
                "This location has more of the call path's work than the others.",
                "Move work of this call path to the underloaded locations."));
    }
}

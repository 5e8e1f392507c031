package org.fenceline.patterns.imbalance;

import org.fenceline.analyzer.pattern.RootCauses.ImbalanceShare;
import org.fenceline.patterns.Description;

/** Underload (imbalance_below). */
public final class Underload extends ImbalanceMetric {
    public Underload() {
        super("imbalance_below", "Underload", "imbalance", ImbalanceShare.BELOW, new Description(
                "Computation below the average of the call path, including locations that never execute it.",
                "per call path of computation (no MPI region), <i>avg</i> = the mean over all locations of "
                + "its exclusive time <i>t(l)</i> (0 where not visited). Underload = <i>avg</i> &minus; "
                + "<i>t(l)</i> where positive (all of <i>avg</i> on a location that never visits it).",
                "This location has less of the call path's work than the others.",
                "Give it more of the work."));
    }
}

package org.fenceline.patterns.criticalpath;

import org.fenceline.analyzer.pattern.RootCauses.CriticalPathShare;
import org.fenceline.patterns.Description;

/** Critical path (critical_path). */
public final class CriticalPathProfile extends CriticalPathMetric {
    public CriticalPathProfile() {
        super("critical_path", "Critical path", null, CriticalPathShare.PATH, new Description(
                "Profile of the application's critical path: the chain of activities, across locations, "
                + "that determined the run time.",
                "Found by a backward walk from the last location to enter MPI_Finalize (or to end): on the "
                + "current location the path runs back to the end of its latest wait state, then continues on "
                + "the location it waited for, from the moment that location released it, down to the trace "
                + "start; waiting time is never on the path. The value is the time of each call path of each "
                + "location on the path. Fenceline jumps at every wait state with a cause, one-sided ones "
                + "included (Scalasca, which ignores one-sided wait states in OTF2 traces, follows only "
                + "point-to-point and collective ones).",
                "Call paths with much time on the critical path determine the run time; shortening anything "
                + "else does not help.",
                "Optimise the call paths with the largest critical-path time; where they are imbalanced "
                + "(see Imbalance), balance them."));
    }
}

package org.fenceline.patterns.criticalpath;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Critical-path activities (performance_impact_criticalpath). */
public final class CriticalPathActivitiesImpact extends SumOfChildren {
    public CriticalPathActivitiesImpact() {
        super("performance_impact_criticalpath", "Critical-path activities", "sec", "performance_impact", new Description(
                "Resource consumption caused by activities on the critical path, including the waiting "
                + "their imbalance causes elsewhere.",
                "sum of its children.",
                "See the children.",
                "See the children."));
    }
}

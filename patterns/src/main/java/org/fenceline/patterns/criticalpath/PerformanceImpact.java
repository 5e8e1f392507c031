package org.fenceline.patterns.criticalpath;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Performance impact (performance_impact). */
public final class PerformanceImpact extends SumOfChildren {
    public PerformanceImpact() {
        super("performance_impact", "Performance impact", "sec", null, new Description(
                "Overall resource consumption (time of all locations) divided by what causes it: activities "
                + "on the critical path, their imbalance, and activities off the critical path.",
                "sum of its children.",
                "See the children.",
                "See the children."));
    }
}

package org.fenceline.patterns.criticalpath;

import org.fenceline.analyzer.pattern.RootCauses.CriticalPathShare;
import org.fenceline.patterns.Description;

/** Activity impact (critical_path_activities). */
public final class CriticalPathActivities extends CriticalPathMetric {
    public CriticalPathActivities() {
        super("critical_path_activities", "Activity impact", "performance_impact_criticalpath", CriticalPathShare.ACTIVITIES, new Description(
                "Resource consumption of executing call paths that appear on the critical path.",
                "Per call path <i>c</i> and location <i>l</i>: min(<i>CP(c)</i>, <i>t(c, l)</i>) where "
                + "<i>CP(c)</i> &gt; 0 (<i>t</i>: non-waiting time).",
                "The work on the critical path itself.",
                "Make these call paths faster: every location benefits."));
    }
}

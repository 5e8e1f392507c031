package org.fenceline.patterns.criticalpath;

import org.fenceline.analyzer.pattern.RootCauses.CriticalPathShare;
import org.fenceline.patterns.Description;

/** Non-critical-path activities (non_critical_path_activities). */
public final class NonCriticalPathActivities extends CriticalPathMetric {
    public NonCriticalPathActivities() {
        super("non_critical_path_activities", "Non-critical-path activities", "performance_impact", CriticalPathShare.NON_CRITICAL, new Description(
                "Resource consumption of activities not on the critical path: making them faster does not "
                + "shorten the run.",
                "Per call path <i>c</i> and location <i>l</i>: max(0, <i>t(c, l)</i> &minus; <i>CP(c)</i>).",
                "Work off the critical path, overlapped by the critical path's activities.",
                "Leave it; or use the slack to take work from the critical path."));
    }
}

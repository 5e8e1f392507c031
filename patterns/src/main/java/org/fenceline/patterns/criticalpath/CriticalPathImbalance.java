package org.fenceline.patterns.criticalpath;

import org.fenceline.analyzer.pattern.RootCauses.CriticalPathShare;
import org.fenceline.patterns.Description;

/** Imbalance (critical_path_imbalance). */
public final class CriticalPathImbalance extends CriticalPathMetric {
    public CriticalPathImbalance() {
        super("critical_path_imbalance", "Imbalance", "critical_path", CriticalPathShare.IMBALANCE, new Description(
                "The part of the critical path spent in call paths that take longer on the path than on the "
                + "average location.",
                "Per call path <i>c</i>: <i>CP(c, l)</i> &middot; max(0, 1 &minus; avg<sub>l</sub> <i>t(c, "
                + "l)</i> / <i>CP(c)</i>), with <i>CP(c)</i> the critical path's time in <i>c</i> over all "
                + "locations and <i>t(c, l)</i> the non-waiting time of <i>c</i> on location <i>l</i> "
                + "(Scalasca's derived metric).",
                "Load imbalance in critical-path activities: the path runs through the most loaded "
                + "location.",
                "Balance the work of these call paths across locations."));
    }
}

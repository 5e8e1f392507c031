package org.fenceline.patterns.criticalpath;

import org.fenceline.analyzer.pattern.RootCauses.CriticalPathShare;
import org.fenceline.patterns.Description;

/** Imbalance impact (critical_imbalance_impact). */
public final class CriticalImbalanceImpact extends CriticalPathMetric {
    public CriticalImbalanceImpact() {
        super("critical_imbalance_impact", "Imbalance impact", "performance_impact_criticalpath", CriticalPathShare.IMBALANCE_IMPACT, new Description(
                "Resource consumption of imbalance in critical-path activities: the waiting time on all "
                + "locations, mapped onto the critical-path call paths that take too long.",
                "Per location <i>l</i>: its waiting time (critical-path length minus &Sigma;<sub>c</sub> "
                + "<i>t(c, l)</i>) is spread over the call paths in proportion to max(0, <i>CP(c)</i> &minus; "
                + "<i>t(c, l)</i>); summed over locations per call path and charged to the critical path's "
                + "locations in proportion to <i>CP(c, l)</i> (Böhme's thesis, p. 83).",
                "Imbalanced activities on the critical path, which make other locations wait.",
                "Balance the call paths with a high imbalance impact; the intra- and inter-partition parts "
                + "tell whether to rebalance within a group of processes or between groups."));
    }
}

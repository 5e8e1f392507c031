package org.fenceline.patterns.criticalpath;

import org.fenceline.analyzer.pattern.RootCauses;
import org.fenceline.analyzer.pattern.RootCauses.CriticalPathShare;
import org.fenceline.patterns.Description;

/** Intra-partition imbalance (intra_partition_imbalance). */
public final class IntraPartitionImbalance extends CriticalPathMetric {
    public IntraPartitionImbalance() {
        super("intra_partition_imbalance", "Intra-partition imbalance", "critical_imbalance_impact", CriticalPathShare.IMBALANCE_IMPACT, new Description(
                "Imbalance impact of load imbalance within the partitions (groups of locations doing the "
                + "same activities) on the critical path.",
                "Imbalance impact minus inter-partition imbalance (Scalasca's derived metric).",
                "Different amounts of the same work on locations that all execute it.",
                "Distribute the work of these call paths more evenly."));
    }

    @Override
    double value(RootCauses causes, int callPath) {
        return Math.max(0, causes.criticalPath(CriticalPathShare.IMBALANCE_IMPACT, callPath)
                - causes.criticalPath(CriticalPathShare.INTER_PARTITION, callPath));
    }
}

package org.fenceline.patterns.criticalpath;

import org.fenceline.analyzer.pattern.RootCauses.CriticalPathShare;
import org.fenceline.patterns.Description;

/** Inter-partition imbalance (inter_partition_imbalance). */
public final class InterPartitionImbalance extends CriticalPathMetric {
    public InterPartitionImbalance() {
        super("inter_partition_imbalance", "Inter-partition imbalance", "critical_imbalance_impact", CriticalPathShare.INTER_PARTITION, new Description(
                "Imbalance impact of imbalance between partitions: critical-path call paths that some "
                + "locations never execute.",
                "Per location: its headroom (critical-path time of the call paths it does not execute) "
                + "scaled to its waiting time, summed over locations per call path, charged to the critical "
                + "path's locations in proportion to <i>CP(c, l)</i>.",
                "A sub-optimal partitioning of an MPMD program, or work only some processes do.",
                "Change the partitioning (processes per role) or move work between roles."));
    }
}

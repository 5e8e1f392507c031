package org.fenceline.analyzer.report;

import java.util.List;
import java.util.Objects;

/**
 * An analysis result: the three dimensions, the severities over them, the most interesting pattern
 * instances and where it all came from. The analyzer fills one; the Cube reader rebuilds one from a
 * {@code .cubex} (ours or Scalasca's).
 */
public record Report(MetricTree metrics, CallTree callTree, SystemTree systemTree, SeverityCube severities,
                     ReportMetadata metadata, List<Instance> instances) {

    public Report {
        Objects.requireNonNull(metrics, "metrics");
        Objects.requireNonNull(callTree, "callTree");
        Objects.requireNonNull(systemTree, "systemTree");
        Objects.requireNonNull(severities, "severities");
        Objects.requireNonNull(metadata, "metadata");
        instances = List.copyOf(instances);
        if (severities.metricTree() != metrics || severities.callTree() != callTree
                || severities.locationCount() != systemTree.locationCount()) {
            throw new IllegalArgumentException("severity cube is not indexed by this report's trees");
        }
    }
}

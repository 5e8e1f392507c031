package org.fenceline.analyzer.report;

import java.util.List;
import java.util.Objects;

/**
 * An analysis result: the three dimensions, the severities over them, the most interesting pattern
 * instances, the largest root causes of wait states, and where it all came from. The analyzer fills one; the
 * Cube reader rebuilds one from a {@code .cubex} (ours or Scalasca's), without root causes.
 */
public record Report(MetricTree metrics, CallTree callTree, SystemTree systemTree, SeverityCube severities,
                     ReportMetadata metadata, List<Instance> instances, List<RootCause> rootCauses) {

    public Report {
        Objects.requireNonNull(metrics, "metrics");
        Objects.requireNonNull(callTree, "callTree");
        Objects.requireNonNull(systemTree, "systemTree");
        Objects.requireNonNull(severities, "severities");
        Objects.requireNonNull(metadata, "metadata");
        instances = List.copyOf(instances);
        rootCauses = List.copyOf(rootCauses);
        if (severities.metricTree() != metrics || severities.callTree() != callTree
                || severities.locationCount() != systemTree.locationCount()) {
            throw new IllegalArgumentException("severity cube is not indexed by this report's trees");
        }
    }

    /** A report without root causes (one read from a .cubex, or an analysis without the backward replay). */
    public Report(MetricTree metrics, CallTree callTree, SystemTree systemTree, SeverityCube severities,
                  ReportMetadata metadata, List<Instance> instances) {
        this(metrics, callTree, systemTree, severities, metadata, instances, List.of());
    }
}

package org.fenceline.analyzer.report;

import java.util.List;
import java.util.Objects;

/**
 * An analysis result: the three dimensions, the severities over them, the most interesting pattern
 * instances, the largest root causes of wait states (largest first, {@link RootCause#LARGEST_FIRST}), the critical
 * path, and where it all came from. The analyzer
 * fills one; the Cube reader rebuilds one from a {@code .cubex} (ours, with everything, or Scalasca's, without
 * instances, root causes and critical path).
 */
public record Report(MetricTree metrics, CallTree callTree, SystemTree systemTree, SeverityCube severities,
                     ReportMetadata metadata, List<Instance> instances, List<RootCause> rootCauses,
                     List<CriticalPathSegment> criticalPath) {

    public Report {
        Objects.requireNonNull(metrics, "metrics");
        Objects.requireNonNull(callTree, "callTree");
        Objects.requireNonNull(systemTree, "systemTree");
        Objects.requireNonNull(severities, "severities");
        Objects.requireNonNull(metadata, "metadata");
        instances = List.copyOf(instances);
        rootCauses = List.copyOf(rootCauses);
        criticalPath = List.copyOf(criticalPath);
        if (severities.metricTree() != metrics || severities.callTree() != callTree
                || severities.locationCount() != systemTree.locationCount()) {
            throw new IllegalArgumentException("severity cube is not indexed by this report's trees");
        }
    }

    /** A report without root causes and critical path (an analysis without the backward replay). */
    public Report(MetricTree metrics, CallTree callTree, SystemTree systemTree, SeverityCube severities,
                  ReportMetadata metadata, List<Instance> instances) {
        this(metrics, callTree, systemTree, severities, metadata, instances, List.of(), List.of());
    }
}

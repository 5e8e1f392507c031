package org.fenceline.viewer.model;

import java.util.Objects;

import org.fenceline.analyzer.report.Aggregation;
import org.fenceline.analyzer.report.Metric;

/** The selected metric and how it is aggregated: inclusive when its node is collapsed, exclusive when expanded. */
public record MetricSelection(Metric metric, Aggregation aggregation) {

    public MetricSelection {
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(aggregation, "aggregation");
    }
}

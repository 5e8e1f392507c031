package org.fenceline.viewer.model;

import java.util.Locale;

import org.fenceline.analyzer.report.Aggregation;
import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.Metric;

/**
 * Where the viewer opens: unlike Cube (Time selected, every tree collapsed), on the report's most severe wait
 * state — the wait-state metric with the largest total — with the call path that holds most of it and, on that
 * call path, the location that waited longest, each selected with its ancestors expanded, and a one-line
 * statement of what is shown. A report without wait time opens as Cube does.
 *
 * @param metric    the metric to select (collapsed: it includes its sub-patterns)
 * @param callPath  the call path to select, expanded when it has callees (its own value is what was ranked);
 *                  {@code null} when the report has no wait time
 * @param location  the location node to select; {@code null} when the report has no wait time
 * @param statement one line saying what is shown
 */
public record OpeningFocus(DimensionNode<Metric> metric, DimensionNode<CallPathNode> callPath,
                           DimensionNode<SystemEntity> location, String statement) {

    static OpeningFocus of(ReportTrees trees, SeverityAggregator aggregator, TreeValues metricValues,
                           WaitStateMetrics waitStates, ValueFormat format) {
        DimensionNode<Metric> worst = null;
        for (DimensionNode<Metric> n : trees.metrics().nodes()) {
            double v = metricValues.inclusive(n);
            if (waitStates.isWaitState(n.subject()) && v > 0.0
                    && (worst == null || v > metricValues.inclusive(worst))) {
                worst = n;
            }
        }
        if (worst == null) {
            DimensionNode<Metric> first = trees.metrics().size() == 0 ? null : trees.metrics().get(0);
            return new OpeningFocus(first, null, null, "No wait states in this report: showing "
                    + (first == null ? "nothing" : first.name()) + " with the trees collapsed, as Cube opens.");
        }
        MetricSelection metric = new MetricSelection(worst.subject(), Aggregation.INCLUSIVE);
        TreeValues calls = aggregator.callValues(metric);
        DimensionNode<CallPathNode> callPath = argMax(trees.calls(), calls);
        double[] byLocation = aggregator.locationValues(metric,
                CallSelection.of(callPath.subject(), Aggregation.EXCLUSIVE));
        DimensionNode<SystemEntity> location = null;
        for (DimensionNode<SystemEntity> n : trees.system().nodes()) {
            int l = n.subject().location();
            if (l >= 0 && (location == null || byLocation[l] > byLocation[location.subject().location()])) {
                location = n;
            }
        }
        double total = metricValues.inclusive(worst);
        double root = metricValues.inclusive(worst.root());
        StringBuilder s = new StringBuilder("Most severe wait state: ").append(worst.name()).append(", ")
                .append(format.seconds(total)).append(" s");
        if (root > 0.0 && worst.root() != worst) {
            s.append(String.format(Locale.ROOT, " (%.1f %% of %s)", 100.0 * total / root, worst.root().name()));
        }
        s.append("; most of it in ").append(callPath.subject().path()).append(" (")
                .append(format.seconds(calls.exclusive(callPath))).append(" s)");
        if (location != null) {
            s.append(", there most on ").append(locationName(location)).append(" (")
                    .append(format.seconds(byLocation[location.subject().location()])).append(" s)");
        }
        return new OpeningFocus(worst, callPath, location, s.append('.').toString());
    }

    /** The node with the largest exclusive value (first in pre-order on ties). */
    private static <T> DimensionNode<T> argMax(DimensionTree<T> tree, TreeValues values) {
        DimensionNode<T> best = tree.get(0);
        for (DimensionNode<T> n : tree.nodes()) {
            if (values.exclusive(n) > values.exclusive(best)) {
                best = n;
            }
        }
        return best;
    }

    private static String locationName(DimensionNode<SystemEntity> location) {
        DimensionNode<SystemEntity> process = location.parent();
        return process == null || location.name().startsWith(process.name()) ? location.name()
                : process.name() + " " + location.name();
    }
}

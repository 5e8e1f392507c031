package org.fenceline.viewer.model;

import java.util.List;

import org.fenceline.analyzer.report.Aggregation;
import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.SeverityCube;

/**
 * Computes the values the three trees show, following Cube's coupling: the metric tree aggregates over all
 * call paths and locations; the call tree shows the selected metric over all locations; the system tree the
 * selected metric and call selection per location. Works on the cube's stored form (metric-inclusive,
 * call-path-exclusive) and derives every other view with one pass per tree.
 */
public final class SeverityAggregator {
    private final Report report;
    private final ReportTrees trees;

    public SeverityAggregator(Report report, ReportTrees trees) {
        this.report = report;
        this.trees = trees;
    }

    /** Metric values over the whole program and system: inclusive includes child metrics, exclusive does not. */
    public TreeValues metricValues() {
        DimensionTree<Metric> tree = trees.metrics();
        double[] inclusive = new double[tree.size()];
        for (DimensionNode<Metric> n : tree.nodes()) {
            inclusive[n.id()] = report.severities().total(n.subject());
        }
        double[] exclusive = inclusive.clone();
        for (DimensionNode<Metric> n : tree.nodes()) {
            if (n.parent() != null) {
                exclusive[n.parent().id()] -= inclusive[n.id()];
            }
        }
        return new TreeValues(inclusive, exclusive);
    }

    /** Call-tree values of the selected metric summed over all locations. */
    public TreeValues callValues(MetricSelection metric) {
        SeverityCube cube = report.severities();
        int paths = cube.callPathCount();
        double[] exclusive = new double[paths];
        addOverLocations(cube, metric.metric(), 1.0, exclusive);
        if (metric.aggregation() == Aggregation.EXCLUSIVE) {
            for (Metric child : metric.metric().children()) {
                addOverLocations(cube, child, -1.0, exclusive);
            }
        }
        return TreeValues.fromExclusive(trees.calls(), exclusive);
    }

    private static void addOverLocations(SeverityCube cube, Metric metric, double sign, double[] out) {
        int m = metric.index();
        for (int l = 0; l < cube.locationCount(); l++) {
            for (int c = 0; c < out.length; c++) {
                out[c] += sign * cube.get(m, c, l);
            }
        }
    }

    /**
     * Flat-profile values from the call-tree values: a region's exclusive value sums its call paths'
     * exclusive values; its inclusive value sums the inclusive values of its outermost call paths.
     */
    public TreeValues flatValues(TreeValues callValues) {
        DimensionTree<FlatEntry> flat = trees.flat();
        int regions = report.callTree().regions().size();
        double[] regionExclusive = new double[regions];
        double[] regionInclusive = new double[regions];
        for (CallPathNode c : report.callTree().nodes()) {
            int r = c.region().index();
            regionExclusive[r] += callValues.exclusive()[c.index()];
            if (CallSelection.isOutermost(c)) {
                regionInclusive[r] += callValues.inclusive()[c.index()];
            }
        }
        double[] inclusive = new double[flat.size()];
        double[] exclusive = new double[flat.size()];
        for (DimensionNode<FlatEntry> n : flat.nodes()) {
            int r = n.subject().region().index();
            if (n.subject().subroutines()) {
                inclusive[n.id()] = regionInclusive[r] - regionExclusive[r];
                exclusive[n.id()] = inclusive[n.id()];
            } else {
                inclusive[n.id()] = regionInclusive[r];
                exclusive[n.id()] = regionExclusive[r];
            }
        }
        return new TreeValues(inclusive, exclusive);
    }

    /** The value of the selected metric and call selection on every location. */
    public double[] locationValues(MetricSelection metric, CallSelection calls) {
        SeverityCube cube = report.severities();
        double[] out = new double[cube.locationCount()];
        for (CallSelection.Term t : calls.terms()) {
            for (int l = 0; l < out.length; l++) {
                out[l] += t.sign() * cube.value(metric.metric(), metric.aggregation(), t.callPath(), t.aggregation(), l);
            }
        }
        return out;
    }

    /** System-tree values: locations carry the values; processes and groups only sum them (exclusive zero). */
    public TreeValues systemValues(double[] locationValues) {
        DimensionTree<SystemEntity> tree = trees.system();
        double[] exclusive = new double[tree.size()];
        for (DimensionNode<SystemEntity> n : tree.nodes()) {
            int location = n.subject().location();
            if (location >= 0) {
                exclusive[n.id()] = locationValues[location];
            }
        }
        return TreeValues.fromExclusive(tree, exclusive);
    }

    public List<CallPathNode> callPaths() {
        return report.callTree().nodes();
    }
}

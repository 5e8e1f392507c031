package org.fenceline.analyzer.report;

import java.util.Objects;

/**
 * Severity values indexed by (metric, call path, location), stored as Cube 4 files store them:
 * <b>metric-inclusive</b> (a metric's value includes its child metrics' values) and <b>call-path-exclusive</b>
 * (a call path's value excludes its callees'). Every other view (call-path-inclusive, metric-exclusive, sums
 * over locations) is computed by the query methods.
 *
 * <p>Storage is one {@code double[callPaths]} slice per (metric, location), allocated on the first non-zero
 * {@link #add}: metrics that never occur on a location cost nothing, and each location's values live apart
 * from every other location's, so threads filling different locations never share a slice.
 *
 * <p><b>Threading contract.</b> {@link #add} for one location must come from one thread at a time (the
 * analyzer replays each location on one thread); different locations may be filled concurrently. Queries see
 * all values only after the filling threads have finished with a happens-before edge to the reader (thread
 * join, executor completion). Queries themselves are read-only and may run in parallel.
 */
public final class SeverityCube {
    private final MetricTree metrics;
    private final CallTree callTree;
    private final int callPaths;
    private final int locations;
    private final double[][][] slices;

    public SeverityCube(MetricTree metrics, CallTree callTree, int locations) {
        this.metrics = Objects.requireNonNull(metrics);
        this.callTree = Objects.requireNonNull(callTree);
        this.callPaths = callTree.size();
        this.locations = locations;
        this.slices = new double[metrics.size()][locations][];
    }

    public int metricCount() {
        return metrics.size();
    }

    public int callPathCount() {
        return callPaths;
    }

    public int locationCount() {
        return locations;
    }

    /** Adds {@code value} at (metric, call path, location); no allocation except a slice's first value. */
    public void add(int metric, int callPath, int location, double value) {
        if (value == 0.0) {
            return;
        }
        double[][] byLocation = slices[metric];
        double[] slice = byLocation[location];
        if (slice == null) {
            slice = new double[callPaths];
            byLocation[location] = slice;
        }
        slice[callPath] += value;
    }

    public void add(Metric metric, CallPathNode callPath, int location, double value) {
        add(metric.index(), callPath.index(), location, value);
    }

    /** The stored value: metric-inclusive, call-path-exclusive, one location. */
    public double get(int metric, int callPath, int location) {
        Objects.checkIndex(callPath, callPaths);
        double[] slice = slices[metric][location];
        return slice == null ? 0.0 : slice[callPath];
    }

    /** Copies the stored values of (metric, call path) for every location into {@code row}. */
    public void row(int metric, int callPath, double[] row) {
        for (int l = 0; l < locations; l++) {
            double[] slice = slices[metric][l];
            row[l] = slice == null ? 0.0 : slice[callPath];
        }
    }

    /** Whether (metric, call path) has a non-zero value on any location. */
    public boolean hasValues(int metric, int callPath) {
        for (double[] slice : slices[metric]) {
            if (slice != null && slice[callPath] != 0.0) {
                return true;
            }
        }
        return false;
    }

    /** Whether the metric has a non-zero value anywhere. */
    public boolean hasValues(int metric) {
        for (int c = 0; c < callPaths; c++) {
            if (hasValues(metric, c)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The value of one (metric, call path, location) cell in the requested view.
     *
     * @param metricMode INCLUSIVE: including child metrics; EXCLUSIVE: minus the child metrics' values
     * @param callMode   INCLUSIVE: including callees; EXCLUSIVE: this call path alone
     */
    public double value(Metric metric, Aggregation metricMode, CallPathNode callPath, Aggregation callMode,
                        int location) {
        double v = callValue(metric.index(), callPath, callMode, location);
        if (metricMode == Aggregation.EXCLUSIVE) {
            for (Metric child : metric.children()) {
                v -= callValue(child.index(), callPath, callMode, location);
            }
        }
        return v;
    }

    /** {@link #value} for every location, indexed by location. */
    public double[] locationValues(Metric metric, Aggregation metricMode, CallPathNode callPath,
                                   Aggregation callMode) {
        double[] out = new double[locations];
        for (int l = 0; l < locations; l++) {
            out[l] = value(metric, metricMode, callPath, callMode, l);
        }
        return out;
    }

    /** {@link #value} summed over all locations. */
    public double sumOverLocations(Metric metric, Aggregation metricMode, CallPathNode callPath,
                                   Aggregation callMode) {
        double sum = 0.0;
        for (int l = 0; l < locations; l++) {
            sum += value(metric, metricMode, callPath, callMode, l);
        }
        return sum;
    }

    /** The metric's value (including child metrics) summed over all call paths, per location. */
    public double[] totalByLocation(Metric metric) {
        double[] out = new double[locations];
        for (int l = 0; l < locations; l++) {
            double[] slice = slices[metric.index()][l];
            if (slice != null) {
                double sum = 0.0;
                for (double v : slice) {
                    sum += v;
                }
                out[l] = sum;
            }
        }
        return out;
    }

    /** The metric's value (including child metrics) summed over all call paths and locations. */
    public double total(Metric metric) {
        double sum = 0.0;
        for (double v : totalByLocation(metric)) {
            sum += v;
        }
        return sum;
    }

    private double callValue(int metric, CallPathNode callPath, Aggregation callMode, int location) {
        double[] slice = slices[metric][location];
        if (slice == null) {
            return 0.0;
        }
        if (callMode == Aggregation.EXCLUSIVE) {
            return slice[callPath.index()];
        }
        double sum = 0.0;
        int end = callPath.index() + callPath.subtreeSize();
        for (int c = callPath.index(); c < end; c++) {
            sum += slice[c];
        }
        return sum;
    }

    /** The trees this cube is indexed by. */
    public MetricTree metricTree() {
        return metrics;
    }

    public CallTree callTree() {
        return callTree;
    }
}

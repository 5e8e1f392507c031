package org.fenceline.analyzer.rootcause;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;

import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.MetricTree;

/**
 * The wait-state metrics the backward replay covers, numbered 0..n-1, with what the metric tree says about them:
 * which one refines which (Early Fence is part of Wait at Fence), and which are point-to-point wait states (only
 * those make a wait state "propagating" in Scalasca's classification).
 */
public final class WaitKinds {
    /** Scalasca classifies wait states as propagating by the point-to-point wait states they cause. */
    static final String POINT_TO_POINT = "mpi_point2point";

    private final MetricTree metrics;
    private final int[] kindOfMetric;
    private final List<String> ids;
    private final int[] refines;
    private final boolean[] pointToPoint;

    public WaitKinds(MetricTree metrics, Collection<String> waitStateIds) {
        this.metrics = metrics;
        this.ids = waitStateIds.stream().filter(metrics::contains).distinct().sorted().toList();
        this.kindOfMetric = new int[metrics.size()];
        Arrays.fill(kindOfMetric, -1);
        for (int k = 0; k < ids.size(); k++) {
            kindOfMetric[metrics.byId(ids.get(k)).index()] = k;
        }
        this.refines = new int[ids.size()];
        this.pointToPoint = new boolean[ids.size()];
        for (int k = 0; k < ids.size(); k++) {
            refines[k] = -1;
            Metric m = metrics.byId(ids.get(k));
            for (Metric a = m.parent(); a != null; a = a.parent()) {
                if (refines[k] < 0 && kindOfMetric[a.index()] >= 0) {
                    refines[k] = kindOfMetric[a.index()];
                }
                if (a.id().equals(POINT_TO_POINT)) {
                    pointToPoint[k] = true;
                }
            }
        }
    }

    public int size() {
        return ids.size();
    }

    /** The kind of a metric, -1 if the backward replay does not cover it. */
    public int ofMetric(int metricIndex) {
        return kindOfMetric[metricIndex];
    }

    /** The kind of a metric id, -1 if not covered. */
    public int ofId(String id) {
        return metrics.contains(id) ? kindOfMetric[metrics.byId(id).index()] : -1;
    }

    public String id(int kind) {
        return ids.get(kind);
    }

    /** The covered wait state this kind is a part of (its nearest covered ancestor metric), or -1. */
    int refines(int kind) {
        return refines[kind];
    }

    boolean isPointToPoint(int kind) {
        return pointToPoint[kind];
    }
}

package org.fenceline.analyzer.rootcause;

import static org.fenceline.analyzer.pattern.RootCauses.CriticalPathShare.ACTIVITIES;
import static org.fenceline.analyzer.pattern.RootCauses.CriticalPathShare.IMBALANCE;
import static org.fenceline.analyzer.pattern.RootCauses.CriticalPathShare.IMBALANCE_IMPACT;
import static org.fenceline.analyzer.pattern.RootCauses.CriticalPathShare.INTER_PARTITION;
import static org.fenceline.analyzer.pattern.RootCauses.CriticalPathShare.NON_CRITICAL;
import static org.fenceline.analyzer.pattern.RootCauses.CriticalPathShare.PATH;

import org.fenceline.analyzer.pattern.RootCauses.CriticalPathShare;

/**
 * Scalasca's metrics derived from the critical path (CriticalPath.pattern; Böhme et al., IPDPS 2012; D. Böhme's
 * thesis, p. 83 f.), per call path <i>c</i> and location <i>l</i>, with <i>CP(c, l)</i> the location's time on the
 * critical path, <i>CP(c)</i> its sum over locations, <i>t(c, l)</i> the location's non-waiting time:
 * <ul>
 * <li>imbalance = <i>CP(c, l)</i> &middot; max(0, 1 &minus; avg<sub>l</sub> <i>t(c, l)</i> / <i>CP(c)</i>);</li>
 * <li>activities = min(<i>CP(c)</i>, <i>t(c, l)</i>) where <i>CP(c)</i> &gt; 0;</li>
 * <li>non-critical = max(0, <i>t(c, l)</i> &minus; <i>CP(c)</i>);</li>
 * <li>imbalance impact: each location's waiting time (critical-path length minus its non-waiting time) is spread
 *     over the call paths in proportion to max(0, <i>CP(c)</i> &minus; <i>t(c, l)</i>), summed over locations,
 *     and charged to the critical path's locations in proportion to <i>CP(c, l)</i>;</li>
 * <li>inter-partition imbalance: the same for each location's "headroom", the critical-path time of the call
 *     paths it never executes.</li>
 * </ul>
 */
final class CriticalPathImpact {
    private final RootCauseInput input;
    private final WaitStates[] waits;
    private final CriticalPath path;
    private final double[] pathTotal;
    private final double[] nonWaitingSum;
    private final double[] imbalanceCosts;
    private final double[] headroom;

    CriticalPathImpact(RootCauseInput input, WaitStates[] waits, CriticalPath path) {
        this.input = input;
        this.waits = waits;
        this.path = path;
        int callPaths = input.callTree().size();
        int n = input.locations().length;
        pathTotal = new double[callPaths];
        for (int l = 0; l < n; l++) {
            double[] cp = path.of(l);
            if (cp != null) {
                for (int c = 0; c < callPaths; c++) {
                    pathTotal[c] += cp[c];
                }
            }
        }
        double pathLength = sum(pathTotal);
        nonWaitingSum = new double[callPaths];
        imbalanceCosts = new double[callPaths];
        headroom = new double[callPaths];
        for (int l = 0; l < n; l++) {
            double[] t = LocationTimes.nonWaiting(input, waits[l], l);
            double[] excess = new double[callPaths];
            double[] room = pathTotal.clone();
            double ownLength = 0;
            for (int c = 0; c < callPaths; c++) {
                nonWaitingSum[c] += t[c];
                excess[c] = Math.max(pathTotal[c] - t[c], 0);
                if (t[c] > 0) {
                    ownLength += t[c] + (room[c] - Math.min(t[c], room[c]));
                    room[c] = 0;
                }
            }
            addScaled(imbalanceCosts, excess, pathLength - sum(t));
            addScaled(headroom, room, pathLength - ownLength);
        }
    }

    /** Adds {@code values} scaled to sum up to {@code total} (nothing if they sum to 0). */
    private static void addScaled(double[] to, double[] values, double total) {
        double s = sum(values);
        if (s > 0) {
            for (int c = 0; c < to.length; c++) {
                to[c] += values[c] * total / s;
            }
        }
    }

    private static double sum(double[] values) {
        double s = 0;
        for (double v : values) {
            s += v;
        }
        return s;
    }

    /** The location's values: [share ordinal][call path] (s). */
    double[][] of(int location) {
        int callPaths = pathTotal.length;
        int n = input.locations().length;
        double[] onPath = path.of(location) != null ? path.of(location) : new double[callPaths];
        double[] t = LocationTimes.nonWaiting(input, waits[location], location);
        double[][] out = new double[CriticalPathShare.values().length][callPaths];
        for (int c = 0; c < callPaths; c++) {
            double total = pathTotal[c];
            out[PATH.ordinal()][c] = onPath[c];
            if (total > 0) {
                out[IMBALANCE.ordinal()][c] = onPath[c] * Math.max(0, 1 - nonWaitingSum[c] / n / total);
                out[ACTIVITIES.ordinal()][c] = Math.min(total, t[c]);
                if (onPath[c] > 0) {
                    out[IMBALANCE_IMPACT.ordinal()][c] = Math.max(0, onPath[c] / total * imbalanceCosts[c]);
                    out[INTER_PARTITION.ordinal()][c] = Math.max(0, onPath[c] / total * headroom[c]);
                }
            }
            out[NON_CRITICAL.ordinal()][c] = Math.max(0, t[c] - total);
        }
        return out;
    }
}

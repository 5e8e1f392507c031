package org.fenceline.analyzer.rootcause;

import java.util.Arrays;

import org.fenceline.analyzer.trace.CallPathTimeline;

/**
 * Scalasca's time map: the time one location spent in each call path (exclusive, report call paths) during a
 * synchronisation interval, without the time it waited in wait states that ended in the interval. Sparse: only
 * call paths with time.
 */
record TimeMap(int[] callPaths, double[] nanos) {
    static final TimeMap EMPTY = new TimeMap(new int[0], new double[0]);

    /**
     * The time map of a location for {@code (from, to]}.
     *
     * @param toGlobal  the location's local call path ids mapped to the report's
     * @param scratch   zeros, at least as long as the location's local call tree; left zero
     */
    static TimeMap of(CallPathTimeline timeline, int[] toGlobal, WaitStates waits, long from, long to,
                      long[] scratch) {
        timeline.addExclusiveTimes(from, to, scratch);
        int count = 0;
        int[] paths = new int[8];
        double[] values = new double[8];
        for (int local = 0; local < toGlobal.length; local++) {
            if (scratch[local] == 0) {
                continue;
            }
            if (count == paths.length) {
                paths = Arrays.copyOf(paths, count * 2);
                values = Arrays.copyOf(values, count * 2);
            }
            paths[count] = toGlobal[local];
            values[count] = scratch[local];
            count++;
            scratch[local] = 0;
        }
        TimeMap map = merged(Arrays.copyOf(paths, count), Arrays.copyOf(values, count));
        for (int w = waits.firstEndingAfter(from); w < waits.size() && waits.end(w) <= to; w++) {
            map.subtract(waits.callPath(w), waits.waitNs(w));
        }
        return map;
    }

    /** Sorted by call path, equal call paths (two local paths merged into one) added up. */
    private static TimeMap merged(int[] paths, double[] values) {
        Integer[] order = new Integer[paths.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Integer.compare(paths[a], paths[b]));
        int[] p = new int[paths.length];
        double[] v = new double[paths.length];
        int n = 0;
        for (int i : order) {
            if (n > 0 && p[n - 1] == paths[i]) {
                v[n - 1] += values[i];
            } else {
                p[n] = paths[i];
                v[n] = values[i];
                n++;
            }
        }
        return new TimeMap(Arrays.copyOf(p, n), Arrays.copyOf(v, n));
    }

    double get(int callPath) {
        int i = Arrays.binarySearch(callPaths, callPath);
        return i < 0 ? 0 : nanos[i];
    }

    private void subtract(int callPath, double ns) {
        int i = Arrays.binarySearch(callPaths, callPath);
        if (i >= 0) {
            nanos[i] = Math.max(0, nanos[i] - ns);
        }
    }

    /** Per call path, how much longer this map's location spent than the other's (0 where it spent less). */
    TimeMap excessOver(TimeMap other) {
        int[] p = new int[callPaths.length];
        double[] v = new double[callPaths.length];
        int n = 0;
        for (int i = 0; i < callPaths.length; i++) {
            double d = nanos[i] - other.get(callPaths[i]);
            if (d > 0) {
                p[n] = callPaths[i];
                v[n] = d;
                n++;
            }
        }
        return new TimeMap(Arrays.copyOf(p, n), Arrays.copyOf(v, n));
    }

    double sum() {
        double s = 0;
        for (double x : nanos) {
            s += x;
        }
        return s;
    }
}

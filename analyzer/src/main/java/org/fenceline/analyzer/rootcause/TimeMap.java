package org.fenceline.analyzer.rootcause;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import org.fenceline.analyzer.trace.CallPathTimeline;
import org.fenceline.analyzer.trace.IntList;

/**
 * Scalasca's time map: the time one location spent in each call path (exclusive, report call paths) during a
 * synchronisation interval, without the time it waited in wait states that ended in the interval. A reusable
 * dense accumulator (one per task): {@link #fill} replaces its contents, and only the call paths it touched are
 * visited afterwards.
 */
final class TimeMap {
    private final double[] nanos;
    private final boolean[] present;
    private final IntList touched = new IntList();
    private final long[] local;
    private final IntList visited = new IntList();
    private final Map<CallPathTimeline, CallPathTimeline.Position> positions = new HashMap<>();

    /**
     * @param callPaths  the report's call paths
     * @param localSize  at least the largest local call tree of any location
     */
    TimeMap(int callPaths, int localSize) {
        this.nanos = new double[callPaths];
        this.present = new boolean[callPaths];
        this.local = new long[localSize];
    }

    /** This map becomes the location's time map for {@code (from, to]}. */
    TimeMap fill(CallPathTimeline timeline, int[] toGlobal, WaitStates waits, long from, long to) {
        clear();
        visited.clear();
        timeline.addExclusiveTimes(from, to, local, visited,
                positions.computeIfAbsent(timeline, CallPathTimeline::position));
        for (int i = 0; i < visited.size(); i++) {
            int l = visited.get(i);
            if (local[l] != 0) {
                add(toGlobal[l], local[l]);
                local[l] = 0;
            }
        }
        for (int w = waits.firstEndingAfter(from); w < waits.size() && waits.end(w) <= to; w++) {
            int cp = waits.callPath(w);
            if (present[cp]) {
                nanos[cp] = Math.max(0, nanos[cp] - waits.waitNs(w));
            }
        }
        return this;
    }

    private void add(int callPath, double ns) {
        if (!present[callPath]) {
            present[callPath] = true;
            touched.add(callPath);
        }
        nanos[callPath] += ns;
    }

    private void clear() {
        for (int i = 0; i < touched.size(); i++) {
            int cp = touched.get(i);
            nanos[cp] = 0;
            present[cp] = false;
        }
        touched.clear();
    }

    /** Per call path, how much longer this map's location spent than the other's, where it is longer. */
    Delays excessOver(TimeMap other) {
        int[] paths = new int[touched.size()];
        double[] values = new double[touched.size()];
        int[] n = new int[1];
        double sum = excessOver(other, (cp, ns) -> {
            paths[n[0]] = cp;
            values[n[0]++] = ns;
        });
        return new Delays(Arrays.copyOf(paths, n[0]), Arrays.copyOf(values, n[0]), sum);
    }

    /**
     * The same, handed to {@code excess} call path by call path (so the backward replay stores it without an
     * object per interval); returns the total excess.
     */
    double excessOver(TimeMap other, Excess excess) {
        double sum = 0;
        for (int i = 0; i < touched.size(); i++) {
            int cp = touched.get(i);
            double d = nanos[cp] - other.nanos[cp];
            if (d > 0) {
                excess.add(cp, d);
                sum += d;
            }
        }
        return sum;
    }

    /** Takes the excess time of one call path (ns, positive). */
    @FunctionalInterface
    interface Excess {
        void add(int callPath, double nanos);
    }

    /** Adds every call path's time, in seconds, to {@code seconds}. */
    void addSecondsTo(double[] seconds) {
        for (int i = 0; i < touched.size(); i++) {
            int cp = touched.get(i);
            seconds[cp] += nanos[cp] / 1e9;
        }
    }

    /**
     * The delays of one synchronisation interval: call paths and the delayer's excess time in each (ns).
     *
     * @param sum  the total excess
     */
    record Delays(int[] callPaths, double[] nanos, double sum) {
    }
}

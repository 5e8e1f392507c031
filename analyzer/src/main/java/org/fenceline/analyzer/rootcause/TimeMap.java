package org.fenceline.analyzer.rootcause;

import java.util.Arrays;

import org.fenceline.analyzer.trace.CallPathTimeline;
import org.fenceline.analyzer.trace.FingerSearch;
import org.fenceline.trace.column.IntList;

/**
 * Scalasca's time map: the time one location spent in each call path (exclusive, report call paths) during a
 * synchronisation interval, without the time it waited in wait states that ended in the interval. A reusable
 * dense accumulator (one per task): {@link #fill} replaces its contents, and only the call paths it touched are
 * visited afterwards. Its searches in a location's timeline and wait states start where its previous ones there
 * ended, as the backward replay's intervals move steadily back in time.
 */
final class TimeMap {
    private final RootCauseInput input;
    private final double[] nanos;
    private final boolean[] present;
    private final IntList touched = new IntList();
    private final long[] local;
    private final IntList visited = new IntList();
    /** Per location, where the previous search in its timeline and in its wait states ended; null until used. */
    private final CallPathTimeline.Position[] positions;
    private final FingerSearch[] waitEnds;
    /** The last fill's wait states of the location: the interval's own wait states (the delayer's, for its map). */
    private int waitsFrom;
    private int waitsTo;
    private double waitedNs;

    /** @param localSize at least the largest local call tree of any location */
    TimeMap(RootCauseInput input, int localSize) {
        this.input = input;
        this.nanos = new double[input.callTree().size()];
        this.present = new boolean[nanos.length];
        this.local = new long[localSize];
        this.positions = new CallPathTimeline.Position[input.locations().length];
        this.waitEnds = new FingerSearch[positions.length];
    }

    /** This map becomes the time map of {@code location}, whose wait states are {@code waits}, for {@code (from, to]}. */
    TimeMap fill(int location, WaitStates waits, long from, long to) {
        clear();
        visited.clear();
        CallPathTimeline timeline = input.locations()[location].timeline();
        if (positions[location] == null) {
            positions[location] = timeline.position();
            waitEnds[location] = waits.endSearch();
        }
        timeline.addExclusiveTimes(from, to, local, visited, positions[location]);
        int[] toGlobal = input.toGlobal()[location];
        for (int i = 0; i < visited.size(); i++) {
            int l = visited.get(i);
            if (local[l] != 0) {
                add(toGlobal[l], local[l]);
                local[l] = 0;
            }
        }
        int w = waitEnds[location].firstAfter(from);
        waitsFrom = w;
        double waited = 0;
        for (; w < waits.size() && waits.end(w) <= to; w++) {
            int cp = waits.callPath(w);
            double ns = waits.waitNs(w);
            waited += ns;
            if (present[cp]) {
                nanos[cp] = Math.max(0, nanos[cp] - ns);
            }
        }
        waitsTo = w;
        waitedNs = waited;
        return this;
    }

    /** The first of the location's wait states that ended in the interval of the last {@link #fill}. */
    int waitsFrom() {
        return waitsFrom;
    }

    /** The first of the location's wait states that ended after that interval. */
    int waitsTo() {
        return waitsTo;
    }

    /** The waiting time of those wait states, summed in their order (ns). */
    double waitedNs() {
        return waitedNs;
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
                excess.addDelay(cp, d);
                sum += d;
            }
        }
        return sum;
    }

    /**
     * Takes the excess time of one call path (ns, positive). The backward replay's intervals take it themselves
     * ({@link SyncIntervals}): a method reference made per interval cost a native call each under the quick
     * compiler alone (C1 does not inline {@code Unsafe.allocateInstance}, which makes a capturing lambda), about a
     * twelfth of the intervals' time.
     */
    @FunctionalInterface
    interface Excess {
        void addDelay(int callPath, double nanos);
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

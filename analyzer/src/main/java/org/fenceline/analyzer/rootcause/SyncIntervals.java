package org.fenceline.analyzer.rootcause;

import org.fenceline.analyzer.trace.ColumnStore;
import org.fenceline.analyzer.trace.IntColumn;
import org.fenceline.analyzer.trace.LongColumn;

/**
 * The synchronisation intervals of the wait states one location caused, in the order they were added, kept in
 * columns rather than as objects: the backward replay computes every interval first (in parallel, per delaying
 * location) and only then reads them back one by one, so all of them are alive at once. The delays of interval j
 * are entries {@code [delaysEnd(j - 1), delaysEnd(j))} of the delay columns. Values read back exactly as added.
 */
final class SyncIntervals {
    private final LongColumn from;
    /** {@code double} bits, as all the columns of sums here. */
    private final LongColumn excessSum;
    private final LongColumn waitSum;
    private final IntColumn waitFrom;
    private final IntColumn waitTo;
    private final IntColumn delaysEnd;
    private final IntColumn delayCallPath;
    private final LongColumn delayNanos;

    SyncIntervals(ColumnStore store) {
        from = store.longs();
        excessSum = store.longs();
        waitSum = store.longs();
        waitFrom = store.ints();
        waitTo = store.ints();
        delaysEnd = store.ints();
        delayCallPath = store.ints();
        delayNanos = store.longs();
    }

    void add(SyncInterval interval) {
        TimeMap.Delays excess = interval.excess();
        for (int c = 0; c < excess.callPaths().length; c++) {
            delayCallPath.add(excess.callPaths()[c]);
            delayNanos.add(Double.doubleToRawLongBits(excess.nanos()[c]));
        }
        from.add(interval.from());
        excessSum.add(Double.doubleToRawLongBits(excess.sum()));
        waitSum.add(Double.doubleToRawLongBits(interval.waitSum()));
        waitFrom.add(interval.waitFrom());
        waitTo.add(interval.waitTo());
        delaysEnd.add(delayCallPath.size());
    }

    int size() {
        return from.size();
    }

    /** Interval {@code j}, as it was added. */
    SyncInterval get(int j) {
        int first = j == 0 ? 0 : delaysEnd.get(j - 1);
        int count = delaysEnd.get(j) - first;
        int[] callPaths = new int[count];
        double[] nanos = new double[count];
        for (int c = 0; c < count; c++) {
            callPaths[c] = delayCallPath.get(first + c);
            nanos[c] = Double.longBitsToDouble(delayNanos.get(first + c));
        }
        return new SyncInterval(from.get(j), new TimeMap.Delays(callPaths, nanos,
                Double.longBitsToDouble(excessSum.get(j))), Double.longBitsToDouble(waitSum.get(j)),
                waitFrom.get(j), waitTo.get(j));
    }
}

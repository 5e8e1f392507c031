package org.fenceline.analyzer.rootcause;

import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.LongColumn;

/**
 * The synchronisation intervals of the wait states one location caused, in the order they were added, kept in
 * columns rather than as objects: the backward replay computes every interval first (in parallel, per delaying
 * location) and only then reads them back one by one, so all of them are alive at once. The delays of interval j
 * are entries {@code [delaysFrom(j), delaysTo(j))} of the delay columns, read in place. Values read back exactly as added.
 * The propagation adds each interval's long-term scales (in interval order, after all intervals are complete),
 * which the charging of the delays reads back.
 */
final class SyncIntervals implements TimeMap.Excess {
    /** {@code double} bits, as all the columns of sums here. */
    private final LongColumn excessSum;
    private final LongColumn waitSum;
    private final IntColumn waitFrom;
    private final IntColumn waitTo;
    private final IntColumn delaysEnd;
    private final IntColumn delayCallPath;
    private final LongColumn delayNanos;
    private final IntColumn longTermKind;
    /** {@code double} bits. */
    private final LongColumn longTermScale;
    private final IntColumn longTermEnd;

    /**
     * @param intervals how many intervals will be added: their columns are allocated at once, and the delay and
     *                  long-term columns for as many entries (an interval has one or a few; they grow beyond)
     */
    SyncIntervals(ColumnStore store, int intervals) {
        excessSum = store.longs(intervals);
        waitSum = store.longs(intervals);
        waitFrom = store.ints(intervals);
        waitTo = store.ints(intervals);
        delaysEnd = store.ints(intervals);
        delayCallPath = store.ints(intervals);
        delayNanos = store.longs(intervals);
        longTermKind = store.ints(intervals);
        longTermScale = store.longs(intervals);
        longTermEnd = store.ints(intervals);
    }

    /** One delay of the interval being added: the delayer's excess time in a call path (ns). */
    @Override
    public void addDelay(int callPath, double nanos) {
        delayCallPath.add(callPath);
        delayNanos.add(Double.doubleToRawLongBits(nanos));
    }

    /**
     * Completes the interval whose delays were just added ({@link SyncInterval} tells what the values are).
     *
     * @param excessSum the total of its delays
     */
    void add(double excessSum, double waitSum, int waitFrom, int waitTo) {
        this.excessSum.add(Double.doubleToRawLongBits(excessSum));
        this.waitSum.add(Double.doubleToRawLongBits(waitSum));
        this.waitFrom.add(waitFrom);
        this.waitTo.add(waitTo);
        delaysEnd.add(delayCallPath.size());
    }

    int size() {
        return delaysEnd.size();
    }

    /** The delays and waits of interval {@code j} together ({@link SyncInterval#total()}). */
    double total(int j) {
        return Double.longBitsToDouble(excessSum.get(j)) + waitSum(j);
    }

    double waitSum(int j) {
        return Double.longBitsToDouble(waitSum.get(j));
    }

    int waitFrom(int j) {
        return waitFrom.get(j);
    }

    int waitTo(int j) {
        return waitTo.get(j);
    }

    /** The first of interval {@code j}'s delays (an index for {@link #delayCallPath} and {@link #delayNanos}). */
    int delaysFrom(int j) {
        return j == 0 ? 0 : delaysEnd.get(j - 1);
    }

    /** One past its last delay. */
    int delaysTo(int j) {
        return delaysEnd.get(j);
    }

    int delayCallPath(int k) {
        return delayCallPath.get(k);
    }

    double delayNanos(int k) {
        return Double.longBitsToDouble(delayNanos.get(k));
    }

    /**
     * One long-term scale of the next interval without its scales yet: the waiting of a later kind its wait state
     * causes, per ns of the interval's delays and waits.
     */
    void addLongTermScale(int laterKind, double scale) {
        longTermKind.add(laterKind);
        longTermScale.add(Double.doubleToRawLongBits(scale));
    }

    /** Completes that interval's long-term scales (none if nothing was added since the previous one). */
    void endLongTermScales() {
        longTermEnd.add(longTermKind.size());
    }

    /** The first of interval {@code j}'s long-term scales. */
    int longTermScalesFrom(int j) {
        return j == 0 ? 0 : longTermEnd.get(j - 1);
    }

    /** One past its last long-term scale. */
    int longTermScalesTo(int j) {
        return longTermEnd.get(j);
    }

    int longTermKind(int k) {
        return longTermKind.get(k);
    }

    double longTermScale(int k) {
        return Double.longBitsToDouble(longTermScale.get(k));
    }
}

package org.fenceline.analyzer.rootcause;

import org.fenceline.analyzer.trace.ColumnStore;
import org.fenceline.analyzer.trace.IntColumn;
import org.fenceline.analyzer.trace.LongColumn;

/**
 * The wait states one location's forward replay found, with their causes, as the patterns reported them: what the
 * backward replay traces back. Appended to on the location's thread only.
 */
public final class WaitStateLog {
    private final IntColumn metric;
    private final IntColumn callPath;
    private final LongColumn start;
    private final LongColumn end;
    private final LongColumn waitNs;
    private final IntColumn delayer;

    /** @param store where the log keeps its records */
    public WaitStateLog(ColumnStore store) {
        metric = store.ints();
        callPath = store.ints();
        start = store.longs();
        end = store.longs();
        waitNs = store.longs();
        delayer = store.ints();
    }

    /**
     * @param metric   metric index of the wait state's pattern
     * @param start    start of the waiting interval
     * @param end      its end: when the delayer released the waiting location (the synchronisation)
     * @param waitNs   the waiting time charged
     * @param delayer  the location waited for
     */
    public void record(int metric, int callPath, long start, long end, long waitNs, int delayer) {
        this.metric.add(metric);
        this.callPath.add(callPath);
        this.start.add(start);
        this.end.add(end);
        this.waitNs.add(waitNs);
        this.delayer.add(delayer);
    }

    int size() {
        return metric.size();
    }

    int metric(int i) {
        return metric.get(i);
    }

    int callPath(int i) {
        return callPath.get(i);
    }

    long start(int i) {
        return start.get(i);
    }

    long end(int i) {
        return end.get(i);
    }

    long waitNs(int i) {
        return waitNs.get(i);
    }

    int delayer(int i) {
        return delayer.get(i);
    }
}

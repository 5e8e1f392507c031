package org.fenceline.analyzer.rootcause;

import org.fenceline.analyzer.trace.IntList;
import org.fenceline.analyzer.trace.LongList;

/**
 * The wait states one location's forward replay found, with their causes, as the patterns reported them: what the
 * backward replay traces back. Appended to on the location's thread only.
 */
public final class WaitStateLog {
    private final IntList metric = new IntList();
    private final IntList callPath = new IntList();
    private final LongList start = new LongList();
    private final LongList end = new LongList();
    private final LongList waitNs = new LongList();
    private final IntList delayer = new IntList();

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

package org.fenceline.analyzer.trace;

/**
 * Which call path a location was executing when: one entry per ENTER and EXIT, the time and the innermost call
 * path from then on ({@link #NONE} outside every region). The root-cause analysis asks it for the exclusive time
 * per call path between two synchronisation points (Scalasca's time maps); the rest of the analysis needs only
 * the totals the scan keeps anyway. Costs 12 bytes per ENTER or EXIT.
 */
public final class CallPathTimeline {
    /** No region open. */
    public static final int NONE = -1;

    private final LongList times = new LongList(64);
    private final IntList callPaths = new IntList(64);

    void changed(long time, int callPath) {
        times.add(time);
        callPaths.add(callPath);
    }

    void trim() {
        times.trim();
        callPaths.trim();
    }

    public int size() {
        return times.size();
    }

    /**
     * Adds the exclusive time spent in each local call path during {@code (from, to]} to {@code out} (indexed by
     * local call path), in ns.
     */
    public void addExclusiveTimes(long from, long to, long[] out) {
        if (to <= from || times.size() == 0) {
            return;
        }
        int i = lastAtOrBefore(from);
        long start = from;
        int current = i < 0 ? NONE : callPaths.get(i);
        for (int j = i + 1; j < times.size() && start < to; j++) {
            long next = Math.min(times.get(j), to);
            if (current != NONE && next > start) {
                out[current] += next - start;
            }
            start = Math.max(start, next);
            current = callPaths.get(j);
        }
        if (current != NONE && start < to) {
            out[current] += to - start;
        }
    }

    /** Index of the last change at or before the time, -1 if none. */
    private int lastAtOrBefore(long time) {
        int lo = 0;
        int hi = times.size() - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (times.get(mid) <= time) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }
}

package org.fenceline.analyzer.rootcause;

import java.util.Arrays;

import org.fenceline.analyzer.trace.ColumnStore;
import org.fenceline.analyzer.trace.FingerSearch;
import org.fenceline.analyzer.trace.IntColumn;
import org.fenceline.analyzer.trace.LongColumn;

/**
 * One location's wait states of the covered kinds, sorted by the time they ended (the synchronisation with the
 * delayer). A wait state refined by a child wait state on the same call (Early Fence within Wait at Fence, Late
 * Complete within Early Wait) keeps only the rest of its waiting time: the child's part has the child's cause.
 */
final class WaitStates {
    private final IntColumn kind;
    private final IntColumn callPath;
    private final LongColumn start;
    private final LongColumn end;
    /** The waiting time in ns, as {@code double} bits: refinement leaves parents a rest. */
    private final LongColumn waitNs;
    private final IntColumn delayer;
    private final long maxDuration;

    /** @param store where the wait states are kept */
    WaitStates(WaitStateLog log, WaitKinds kinds, ColumnStore store) {
        int[] order = byEnd(log, kinds);
        kind = store.ints(order.length);
        callPath = store.ints(order.length);
        start = store.longs(order.length);
        end = store.longs(order.length);
        waitNs = store.longs(order.length);
        delayer = store.ints(order.length);
        long longest = 0;
        for (int r : order) {
            kind.add(kinds.ofMetric(log.metric(r)));
            callPath.add(log.callPath(r));
            start.add(log.start(r));
            end.add(log.end(r));
            waitNs.add(Double.doubleToRawLongBits(log.waitNs(r)));
            delayer.add(log.delayer(r));
            longest = Math.max(longest, log.end(r) - log.start(r));
        }
        maxDuration = longest;
        for (int i = 0; i < size(); i++) {
            int parent = kinds.refines(kind.get(i));
            if (parent >= 0) {
                subtractFromParent(i, parent);
            }
        }
    }

    /**
     * The log's wait states of the covered kinds, by end, then start, then metric; equal ones in log order. A
     * bottom-up merge sort (stable) on the heap's copy of the keys, which skips runs already in order: the log
     * comes nearly sorted.
     */
    private static int[] byEnd(WaitStateLog log, WaitKinds kinds) {
        int n = 0;
        int[] order = new int[log.size()];
        for (int i = 0; i < log.size(); i++) {
            if (kinds.ofMetric(log.metric(i)) >= 0) {
                order[n++] = i;
            }
        }
        order = Arrays.copyOf(order, n);
        long[] ends = new long[log.size()];
        long[] starts = new long[log.size()];
        int[] metrics = new int[log.size()];
        for (int r : order) {
            ends[r] = log.end(r);
            starts[r] = log.start(r);
            metrics[r] = log.metric(r);
        }
        int[] from = order;
        int[] to = new int[n];
        for (int width = 1; width < n; width *= 2) {
            for (int lo = 0; lo < n; lo += 2 * width) {
                int mid = Math.min(lo + width, n);
                int hi = Math.min(lo + 2 * width, n);
                if (mid == hi || compare(from[mid - 1], from[mid], ends, starts, metrics) <= 0) {
                    System.arraycopy(from, lo, to, lo, hi - lo);
                    continue;
                }
                int a = lo;
                int b = mid;
                for (int k = lo; k < hi; k++) {
                    if (b >= hi || a < mid && compare(from[a], from[b], ends, starts, metrics) <= 0) {
                        to[k] = from[a++];
                    } else {
                        to[k] = from[b++];
                    }
                }
            }
            int[] swap = from;
            from = to;
            to = swap;
        }
        return from;
    }

    private static int compare(int x, int y, long[] ends, long[] starts, int[] metrics) {
        int c = Long.compare(ends[x], ends[y]);
        if (c == 0) {
            c = Long.compare(starts[x], starts[y]);
        }
        return c != 0 ? c : Integer.compare(metrics[x], metrics[y]);
    }

    /** Takes a refining wait state's time out of the wait state it refines (same call path, overlapping). */
    private void subtractFromParent(int child, int parentKind) {
        long childStart = start.get(child);
        long childEnd = end.get(child);
        for (int j = firstEndingAtOrAfter(childStart); j < size() && end.get(j) <= childEnd + maxDuration; j++) {
            if (kind.get(j) == parentKind && callPath.get(j) == callPath.get(child) && start.get(j) < childEnd
                    && childStart < end.get(j)) {
                waitNs.set(j, Double.doubleToRawLongBits(Math.max(0, waitNs(j) - waitNs(child))));
                return;
            }
        }
    }

    int size() {
        return kind.size();
    }

    int kind(int i) {
        return kind.get(i);
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

    double waitNs(int i) {
        return Double.longBitsToDouble(waitNs.get(i));
    }

    int delayer(int i) {
        return delayer.get(i);
    }

    /** Index of the first wait state that ended at or after the time ({@link #size()} if none). */
    int firstEndingAtOrAfter(long time) {
        return end.firstAtOrAfter(time);
    }

    /** A search by end time for a caller whose searches move steadily ({@link FingerSearch}). */
    FingerSearch endSearch() {
        return new FingerSearch(end);
    }

    /** Index of the first wait state that ended after the time. */
    int firstEndingAfter(long time) {
        return time == Long.MAX_VALUE ? size() : firstEndingAtOrAfter(time + 1);
    }
}

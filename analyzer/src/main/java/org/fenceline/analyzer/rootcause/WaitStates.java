package org.fenceline.analyzer.rootcause;

import java.util.Arrays;

import org.fenceline.trace.column.ColumnStore;
import org.fenceline.analyzer.trace.FingerSearch;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.IntList;
import org.fenceline.trace.column.LongColumn;

/**
 * One location's wait states of the covered kinds, sorted by the time they ended (the synchronisation with the
 * delayer). A wait state refined by a child wait state on the same call (Early Fence within Wait at Fence, Late
 * Complete within Early Wait) keeps only the rest of its waiting time: the child's part has the child's cause.
 */
final class WaitStates {
    /** The insertion sort's budget: shifts per entry, on average, before the runs are merged instead. */
    static final int INSERTION_SHIFTS_PER_ENTRY = 4;
    /** At most one run in order per this many entries counts as few runs: they are merged. */
    static final int FEW_RUNS_PER_ENTRIES = 64;

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
     * The log's wait states of the covered kinds, by end, then start, then metric; equal ones in log order. The log
     * comes nearly sorted, in one of two ways. Either a few entries are far from their places (the PSCW and p2p
     * benchmark traces: two or three descents in 170 000-750 000 entries), and the few runs in order are merged
     * pairwise; or many entries are a few places late (the fence trace: a descent every third entry, none more than
     * three places), and an insertion sort moves them. Where that would shift more than
     * {@link #INSERTION_SHIFTS_PER_ENTRY} per entry (a shuffled log), the runs are merged after all. Both sorts are
     * stable, so the order is the same whichever sorts.
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
        int[] runStarts = runStarts(order, ends, starts, metrics);
        if ((long) runStarts.length * FEW_RUNS_PER_ENTRIES <= n) {
            return runsMerged(order, runStarts, ends, starts, metrics);
        }
        int[] inserted = insertionSorted(order, ends, starts, metrics);
        return inserted != null ? inserted : runsMerged(order, runStarts, ends, starts, metrics);
    }

    /** Where each run in order begins, then the end: {@code [0, ..., n]} ({@code [0]} if empty). */
    private static int[] runStarts(int[] order, long[] ends, long[] starts, int[] metrics) {
        IntList runs = new IntList();
        runs.add(0);
        for (int k = 1; k < order.length; k++) {
            if (compare(order[k - 1], order[k], ends, starts, metrics) > 0) {
                runs.add(k);
            }
        }
        if (order.length > 0) {
            runs.add(order.length);
        }
        int[] bounds = new int[runs.size()];
        for (int r = 0; r < bounds.length; r++) {
            bounds[r] = runs.get(r);
        }
        return bounds;
    }

    /** The runs merged pairwise, pass after pass, until one is left. */
    private static int[] runsMerged(int[] order, int[] runStarts, long[] ends, long[] starts, int[] metrics) {
        int[] from = order;
        int[] to = new int[order.length];
        int[] bounds = runStarts;
        while (bounds.length > 2) {
            int[] merged = new int[bounds.length / 2 + 2];
            int count = 0;
            for (int r = 0; r + 1 < bounds.length; r += 2) {
                int hi = r + 2 < bounds.length ? bounds[r + 2] : bounds[r + 1];
                merge(from, to, bounds[r], bounds[r + 1], hi, ends, starts, metrics);
                merged[count++] = bounds[r];
            }
            merged[count++] = order.length;
            bounds = Arrays.copyOf(merged, count);
            int[] swap = from;
            from = to;
            to = swap;
        }
        return from;
    }

    /** {@code order} sorted by insertion, or null if that would shift more than the budget. */
    private static int[] insertionSorted(int[] order, long[] ends, long[] starts, int[] metrics) {
        int n = order.length;
        int[] a = order.clone();
        long budget = (long) INSERTION_SHIFTS_PER_ENTRY * n;
        for (int k = 1; k < n; k++) {
            int x = a[k];
            int j = k - 1;
            while (j >= 0 && compare(a[j], x, ends, starts, metrics) > 0) {
                a[j + 1] = a[j];
                j--;
            }
            if (j < k - 1) {
                a[j + 1] = x;
                budget -= k - 1 - j;
                if (budget < 0) {
                    return null;
                }
            }
        }
        return a;
    }

    /** Merges the sorted {@code from[lo, mid)} and {@code from[mid, hi)} into {@code to[lo, hi)}, left first on ties. */
    private static void merge(int[] from, int[] to, int lo, int mid, int hi, long[] ends, long[] starts,
                              int[] metrics) {
        if (mid == hi || compare(from[mid - 1], from[mid], ends, starts, metrics) <= 0) {
            System.arraycopy(from, lo, to, lo, hi - lo);
            return;
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

package org.fenceline.analyzer.rootcause;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * One location's wait states of the covered kinds, sorted by the time they ended (the synchronisation with the
 * delayer). A wait state refined by a child wait state on the same call (Early Fence within Wait at Fence, Late
 * Complete within Early Wait) keeps only the rest of its waiting time: the child's part has the child's cause.
 */
final class WaitStates {
    private final int[] kind;
    private final int[] callPath;
    private final long[] start;
    private final long[] end;
    private final double[] waitNs;
    private final int[] delayer;
    private final long maxDuration;

    WaitStates(WaitStateLog log, WaitKinds kinds) {
        Integer[] order = IntStream.range(0, log.size()).filter(i -> kinds.ofMetric(log.metric(i)) >= 0)
                .boxed().toArray(Integer[]::new);
        Arrays.sort(order, Comparator.<Integer>comparingLong(log::end).thenComparingLong(log::start)
                .thenComparingInt(log::metric));
        int n = order.length;
        kind = new int[n];
        callPath = new int[n];
        start = new long[n];
        end = new long[n];
        waitNs = new double[n];
        delayer = new int[n];
        long longest = 0;
        for (int i = 0; i < n; i++) {
            int r = order[i];
            kind[i] = kinds.ofMetric(log.metric(r));
            callPath[i] = log.callPath(r);
            start[i] = log.start(r);
            end[i] = log.end(r);
            waitNs[i] = log.waitNs(r);
            delayer[i] = log.delayer(r);
            longest = Math.max(longest, end[i] - start[i]);
        }
        maxDuration = longest;
        for (int i = 0; i < n; i++) {
            int parent = kinds.refines(kind[i]);
            if (parent >= 0) {
                subtractFromParent(i, parent);
            }
        }
    }

    /** Takes a refining wait state's time out of the wait state it refines (same call path, overlapping). */
    private void subtractFromParent(int child, int parentKind) {
        for (int j = firstEndingAtOrAfter(start[child]); j < size() && end[j] <= end[child] + maxDuration; j++) {
            if (kind[j] == parentKind && callPath[j] == callPath[child] && start[j] < end[child]
                    && start[child] < end[j]) {
                waitNs[j] = Math.max(0, waitNs[j] - waitNs[child]);
                return;
            }
        }
    }

    int size() {
        return kind.length;
    }

    int kind(int i) {
        return kind[i];
    }

    int callPath(int i) {
        return callPath[i];
    }

    long start(int i) {
        return start[i];
    }

    long end(int i) {
        return end[i];
    }

    double waitNs(int i) {
        return waitNs[i];
    }

    int delayer(int i) {
        return delayer[i];
    }

    /** Index of the first wait state that ended at or after the time ({@link #size()} if none). */
    int firstEndingAtOrAfter(long time) {
        int lo = 0;
        int hi = size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (end[mid] < time) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** Index of the first wait state that ended after the time. */
    int firstEndingAfter(long time) {
        return time == Long.MAX_VALUE ? size() : firstEndingAtOrAfter(time + 1);
    }
}

package org.fenceline.analyzer.rootcause;

import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeSet;

import org.fenceline.analyzer.report.DelayInterval;
import org.fenceline.analyzer.trace.CallPathTimeline;
import org.fenceline.trace.column.IntColumn;

/**
 * Finds, for a timeline to show, the delay behind a wait state: the call path on the delaying location whose
 * excess time explains the most of it, followed back through wait-state propagation. Where the delayer's own
 * waiting explains more of a wait state than its excess time does (Σd < W), the wait was passed on, and the
 * search goes on at the delayer's longest wait state in the interval. Runs after the backward replay, for the few
 * wait states a report shows; it recomputes their intervals, which the replay does not keep. Not thread-safe: one
 * per thread (its searches keep their positions).
 */
final class DelayTracer {
    private record Key(int waitState, int callPath) {
    }

    private final RootCauseInput input;
    private final WaitStates[] waits;
    private final int[] offset;
    private final IntColumn waiterOf;
    private final IntColumn[] delayedBy;
    private final IntervalFinder finder;
    private final Map<Key, DelayInterval> found = new HashMap<>();

    /** @param delayedBy per delaying location, the wait states it caused, latest first */
    DelayTracer(RootCauseInput input, WaitStates[] waits, int[] offset, IntColumn waiterOf, IntColumn[] delayedBy,
                IntervalFinder finder) {
        this.input = input;
        this.waits = waits;
        this.offset = offset;
        this.waiterOf = waiterOf;
        this.delayedBy = delayedBy;
        this.finder = finder;
    }

    /** The delay that caused wait state {@code id}, directly or through propagation; {@code null} if none. */
    DelayInterval rootOf(int id) {
        BitSet seen = new BitSet();
        for (int current = id; !seen.get(current); ) {
            seen.set(current);
            int waiter = waiterOf.get(current);
            int delayer = waits[waiter].delayer(current - offset[waiter]);
            if (delayer < 0 || delayer >= waits.length || delayer == waiter) {
                return null;
            }
            SyncInterval interval = finder.of(waiter, current - offset[waiter]);
            if (interval.isEmpty()) {
                return null;
            }
            TimeMap.Delays excess = interval.excess();
            if (excess.sum() >= interval.waitSum()) {
                return at(current, largest(excess));
            }
            current = offset[delayer] + longest(waits[delayer], interval.waitFrom(), interval.waitTo());
        }
        return null;   // waiting in a circle: nothing delayed anyone
    }

    /**
     * The delay of {@code callPath} at the synchronisation where wait state {@code id} ended, over every wait
     * state of the same kind that ended there waiting for the same location.
     */
    DelayInterval at(int id, int callPath) {
        return found.computeIfAbsent(new Key(id, callPath), k -> compute(id, callPath));
    }

    private DelayInterval compute(int id, int callPath) {
        int waiter = waiterOf.get(id);
        WaitStates w = waits[waiter];
        int i = id - offset[waiter];
        int delayer = w.delayer(i);
        long moment = w.end(i);
        double delay = 0;
        double cost = 0;
        long from = Long.MAX_VALUE;
        TreeSet<Integer> waiting = new TreeSet<>();
        IntColumn members = delayedBy[delayer];
        for (int j = firstEndingAt(members, moment); j < members.size() && endOf(members.get(j)) == moment; j++) {
            int member = members.get(j);
            int l = waiterOf.get(member);
            int k = member - offset[l];
            if (waits[l].kind(k) != w.kind(i)) {
                continue;
            }
            SyncInterval interval = finder.of(l, k);
            double d = excessIn(interval.excess(), callPath);
            if (d > 0) {
                delay = Math.max(delay, d);
                cost += interval.shortTermScale(waits[l].waitNs(k)) * d;
                from = Math.min(from, interval.from());
                waiting.add(l);
            }
        }
        if (waiting.isEmpty()) {
            return null;
        }
        int[] toGlobal = input.toGlobal()[delayer];
        CallPathTimeline timeline = input.locations()[delayer].timeline();
        CallPathTimeline.Span span = timeline.span(from, moment, local -> toGlobal[local] == callPath,
                timeline.position());
        return new DelayInterval(delayer, input.callTree().get(callPath), span.start() / 1e9, span.end() / 1e9,
                delay / 1e9, input.kinds().id(w.kind(i)), moment / 1e9, cost / 1e9, waiting.stream().toList());
    }

    private long endOf(int id) {
        int l = waiterOf.get(id);
        return waits[l].end(id - offset[l]);
    }

    /** Index of the first of the ids (latest first) that ended at the moment or earlier. */
    private int firstEndingAt(IntColumn latestFirst, long moment) {
        int lo = 0;
        int hi = latestFirst.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (endOf(latestFirst.get(mid)) > moment) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private static int largest(TimeMap.Delays excess) {
        int best = 0;
        for (int c = 1; c < excess.nanos().length; c++) {
            if (excess.nanos()[c] > excess.nanos()[best]) {
                best = c;
            }
        }
        return excess.callPaths()[best];
    }

    private static double excessIn(TimeMap.Delays excess, int callPath) {
        for (int c = 0; c < excess.callPaths().length; c++) {
            if (excess.callPaths()[c] == callPath) {
                return excess.nanos()[c];
            }
        }
        return 0;
    }

    /** The wait state with the most waiting time among {@code from} (inclusive) to {@code to}. */
    private static int longest(WaitStates w, int from, int to) {
        int best = from;
        for (int k = from + 1; k < to; k++) {
            if (w.waitNs(k) > w.waitNs(best)) {
                best = k;
            }
        }
        return best;
    }
}

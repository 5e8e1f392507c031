package org.fenceline.analyzer.rootcause;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.fenceline.analyzer.trace.IntList;
import org.fenceline.analyzer.trace.LongList;

/**
 * When two locations last synchronised before a given time: at the end of a wait state of one for the other, or
 * in a collective synchronisation both waited in. Every location that waited for the same delayer until the
 * same moment (the members of a barrier waiting for its last one) synchronised with all the others there: Scalasca
 * starts a collective's synchronisation interval at the previous synchronisation of the whole group.
 */
final class Synchronisations {
    /** Per location: the times it synchronised with each partner, ascending. */
    private final List<Map<Integer, long[]>> pairs = new ArrayList<>();
    /** Per location: the group synchronisations it was in (moment, the delayer the group waited for), by moment. */
    private final long[][] groupMoments;
    private final int[][] groupDelayers;

    Synchronisations(WaitStates[] waits) {
        int n = waits.length;
        List<Map<Integer, LongList>> collected = new ArrayList<>();
        LongList[] moments = new LongList[n];
        IntList[] delayers = new IntList[n];
        for (int l = 0; l < n; l++) {
            collected.add(new HashMap<>());
            moments[l] = new LongList();
            delayers[l] = new IntList();
        }
        for (int l = 0; l < n; l++) {
            WaitStates w = waits[l];
            for (int i = 0; i < w.size(); i++) {
                int d = w.delayer(i);
                if (d < 0 || d >= n || d == l) {
                    continue;
                }
                collected.get(l).computeIfAbsent(d, k -> new LongList()).add(w.end(i));
                collected.get(d).computeIfAbsent(l, k -> new LongList()).add(w.end(i));
            }
        }
        Map<Integer, Map<Long, IntList>> groups = new HashMap<>();
        for (int l = 0; l < n; l++) {
            WaitStates w = waits[l];
            for (int i = 0; i < w.size(); i++) {
                int d = w.delayer(i);
                if (d >= 0 && d < n && d != l) {
                    groups.computeIfAbsent(d, k -> new HashMap<>()).computeIfAbsent(w.end(i), k -> new IntList())
                            .add(l);
                }
            }
        }
        groups.forEach((delayer, byMoment) -> byMoment.forEach((moment, waiters) -> {
            if (waiters.size() > 1) {
                for (int i = 0; i < waiters.size(); i++) {
                    moments[waiters.get(i)].add(moment);
                    delayers[waiters.get(i)].add(delayer);
                }
            }
        }));
        groupMoments = new long[n][];
        groupDelayers = new int[n][];
        for (int l = 0; l < n; l++) {
            Map<Integer, long[]> sorted = new HashMap<>();
            collected.get(l).forEach((partner, times) -> sorted.put(partner, sortedArray(times)));
            pairs.add(sorted);
            Integer[] order = new Integer[moments[l].size()];
            for (int i = 0; i < order.length; i++) {
                order[i] = i;
            }
            LongList m = moments[l];
            IntList d = delayers[l];
            Arrays.sort(order, (a, b) -> a.equals(b) ? 0 : Long.compare(m.get(a), m.get(b)) != 0
                    ? Long.compare(m.get(a), m.get(b)) : Integer.compare(d.get(a), d.get(b)));
            groupMoments[l] = new long[order.length];
            groupDelayers[l] = new int[order.length];
            for (int i = 0; i < order.length; i++) {
                groupMoments[l][i] = m.get(order[i]);
                groupDelayers[l][i] = d.get(order[i]);
            }
        }
    }

    private static long[] sortedArray(LongList list) {
        long[] t = new long[list.size()];
        for (int i = 0; i < t.length; i++) {
            t[i] = list.get(i);
        }
        Arrays.sort(t);
        return t;
    }

    /** The latest synchronisation of the two locations before the time, {@link Long#MIN_VALUE} if none. */
    long previous(int location, int partner, long time) {
        long best = Long.MIN_VALUE;
        long[] times = pairs.get(location).get(partner);
        if (times != null) {
            int before = firstAtOrAfter(times, time);
            best = before == 0 ? Long.MIN_VALUE : times[before - 1];
        }
        long[] mine = groupMoments[location];
        for (int i = firstAtOrAfter(mine, time) - 1; i >= 0 && mine[i] > best; i--) {
            if (inGroup(partner, mine[i], groupDelayers[location][i])) {
                return mine[i];
            }
        }
        return best;
    }

    private boolean inGroup(int location, long moment, int delayer) {
        long[] theirs = groupMoments[location];
        for (int i = firstAtOrAfter(theirs, moment); i < theirs.length && theirs[i] == moment; i++) {
            if (groupDelayers[location][i] == delayer) {
                return true;
            }
        }
        return false;
    }

    /** Index of the first element at or after the value ({@code values.length} if none). */
    private static int firstAtOrAfter(long[] values, long value) {
        int lo = 0;
        int hi = values.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (values[mid] < value) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}

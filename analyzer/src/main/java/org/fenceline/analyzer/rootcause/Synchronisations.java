package org.fenceline.analyzer.rootcause;

import com.carrotsearch.hppc.IntIntHashMap;
import com.carrotsearch.hppc.IntObjectHashMap;
import com.carrotsearch.hppc.cursors.IntObjectCursor;

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
    private final IntObjectHashMap<long[]>[] pairs;
    /** Per location: the group synchronisations it was in (moment, the delayer the group waited for), by moment. */
    private final long[][] groupMoments;
    private final int[][] groupDelayers;

    @SuppressWarnings("unchecked")
    Synchronisations(WaitStates[] waits, int[] offset) {
        int n = waits.length;
        IntObjectHashMap<LongList>[] collected = new IntObjectHashMap[n];
        LongList[] moments = new LongList[n];
        IntList[] delayers = new IntList[n];
        for (int l = 0; l < n; l++) {
            collected[l] = new IntObjectHashMap<>();
            moments[l] = new LongList();
            delayers[l] = new IntList();
        }
        // Latest first; the wait states that ended at one moment are consecutive.
        LatestFirst order = new LatestFirst(waits);
        IntList runWaiters = new IntList();
        IntList runDelayers = new IntList();
        long runMoment = Long.MIN_VALUE;
        while (order.hasNext()) {
            int id = order.next(offset);
            int l = order.location();
            int i = id - offset[l];
            int d = waits[l].delayer(i);
            if (d < 0 || d >= n || d == l) {
                continue;
            }
            long moment = waits[l].end(i);
            times(collected[l], d).add(moment);
            times(collected[d], l).add(moment);
            if (moment != runMoment) {
                addGroups(runMoment, runWaiters, runDelayers, moments, delayers);
                runMoment = moment;
            }
            runWaiters.add(l);
            runDelayers.add(d);
        }
        addGroups(runMoment, runWaiters, runDelayers, moments, delayers);
        pairs = new IntObjectHashMap[n];
        groupMoments = new long[n][];
        groupDelayers = new int[n][];
        for (int l = 0; l < n; l++) {
            pairs[l] = new IntObjectHashMap<>(collected[l].size());
            for (IntObjectCursor<LongList> partner : collected[l]) {
                pairs[l].put(partner.key, reversed(partner.value));
            }
            groupMoments[l] = reversed(moments[l]);
            groupDelayers[l] = new int[delayers[l].size()];
            for (int k = 0; k < groupDelayers[l].length; k++) {
                groupDelayers[l][k] = delayers[l].get(delayers[l].size() - 1 - k);
            }
        }
    }

    private static LongList times(IntObjectHashMap<LongList> byPartner, int partner) {
        LongList times = byPartner.get(partner);
        if (times == null) {
            times = new LongList();
            byPartner.put(partner, times);
        }
        return times;
    }

    /** The locations that waited for one delayer at one moment, if more than one, form a group. */
    private static void addGroups(long moment, IntList waiters, IntList delayersOfRun, LongList[] moments,
                                  IntList[] delayers) {
        if (waiters.size() < 2) {
            waiters.clear();
            delayersOfRun.clear();
            return;
        }
        IntIntHashMap members = new IntIntHashMap();
        for (int a = 0; a < delayersOfRun.size(); a++) {
            members.addTo(delayersOfRun.get(a), 1);
        }
        for (int a = 0; a < waiters.size(); a++) {
            if (members.get(delayersOfRun.get(a)) > 1) {
                moments[waiters.get(a)].add(moment);
                delayers[waiters.get(a)].add(delayersOfRun.get(a));
            }
        }
        waiters.clear();
        delayersOfRun.clear();
    }

    /** The list, which is in descending order, in ascending order. */
    private static long[] reversed(LongList descending) {
        long[] t = new long[descending.size()];
        for (int i = 0; i < t.length; i++) {
            t[i] = descending.get(t.length - 1 - i);
        }
        return t;
    }

    /** The latest synchronisation of the two locations before the time, {@link Long#MIN_VALUE} if none. */
    long previous(int location, int partner, long time) {
        long best = Long.MIN_VALUE;
        long[] times = pairs[location].get(partner);
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

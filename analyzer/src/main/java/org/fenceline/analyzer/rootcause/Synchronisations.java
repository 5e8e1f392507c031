package org.fenceline.analyzer.rootcause;

import com.carrotsearch.hppc.IntIntHashMap;
import com.carrotsearch.hppc.IntObjectHashMap;
import com.carrotsearch.hppc.LongObjectHashMap;
import com.carrotsearch.hppc.cursors.IntIntCursor;
import com.carrotsearch.hppc.cursors.IntObjectCursor;

import org.fenceline.trace.column.ColumnStore;
import org.fenceline.analyzer.trace.FingerSearch;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.IntList;
import org.fenceline.trace.column.LongColumn;

/**
 * When two locations last synchronised before a given time: at the end of a wait state of one for the other, or
 * in a collective synchronisation both waited in. Every location that waited for the same delayer until the
 * same moment (the members of a barrier waiting for its last one) synchronised with all the others there: Scalasca
 * starts a collective's synchronisation interval at the previous synchronisation of the whole group.
 */
final class Synchronisations {
    /** Per location: the times it synchronised with each partner, ascending (one column per pair, under both). */
    private final IntObjectHashMap<LongColumn>[] pairs;
    /** Per location: the group synchronisations it was in (moment, the delayer the group waited for), by moment. */
    private final LongColumn[] groupMoments;
    private final IntColumn[] groupDelayers;

    /** @param store where the synchronisations are kept (one per wait state, and one per group member) */
    @SuppressWarnings("unchecked")
    Synchronisations(WaitStates[] waits, int[] offset, ColumnStore store) {
        int n = waits.length;
        IntObjectHashMap<LongColumn>[] collected = new IntObjectHashMap[n];
        LongColumn[] moments = new LongColumn[n];
        IntColumn[] delayers = new IntColumn[n];
        for (int l = 0; l < n; l++) {
            collected[l] = new IntObjectHashMap<>();
            moments[l] = store.longs();
            delayers[l] = store.ints();
        }
        // Each pair's column sized from a count first: grown step by step, the columns were copied about twice over.
        IntIntHashMap[] perPair = new IntIntHashMap[n];   // under the lower location of the pair
        for (int l = 0; l < n; l++) {
            perPair[l] = new IntIntHashMap();
        }
        for (int l = 0; l < n; l++) {
            for (int i = 0; i < waits[l].size(); i++) {
                int d = waits[l].delayer(i);
                if (synchronises(l, d, n)) {
                    perPair[Math.min(l, d)].addTo(Math.max(l, d), 1);
                }
            }
        }
        for (int l = 0; l < n; l++) {
            for (IntIntCursor pair : perPair[l]) {
                LongColumn times = store.longs(pair.value);
                collected[l].put(pair.key, times);
                collected[pair.key].put(l, times);
            }
        }
        // Latest first; the wait states that ended at one moment are consecutive.
        LatestFirst order = new LatestFirst(waits);
        IntList runWaiters = new IntList();
        IntList runDelayers = new IntList();
        int[] waitersPerDelayer = new int[n];
        long runMoment = Long.MIN_VALUE;
        while (order.hasNext()) {
            int id = order.next(offset);
            int l = order.location();
            int i = id - offset[l];
            int d = waits[l].delayer(i);
            if (!synchronises(l, d, n)) {
                continue;
            }
            long moment = waits[l].end(i);
            collected[l].get(d).add(moment);   // one column for both of the pair, under each of them
            if (moment != runMoment) {
                addGroups(runMoment, runWaiters, runDelayers, moments, delayers, waitersPerDelayer);
                runMoment = moment;
            }
            runWaiters.add(l);
            runDelayers.add(d);
        }
        addGroups(runMoment, runWaiters, runDelayers, moments, delayers, waitersPerDelayer);
        // Collected latest first: turned around in place, no second copy of a million synchronisations.
        for (int l = 0; l < n; l++) {
            for (IntObjectCursor<LongColumn> partner : collected[l]) {
                if (partner.key > l) {
                    reverse(partner.value);
                }
            }
            reverse(moments[l]);
            reverse(delayers[l]);
        }
        pairs = collected;
        groupMoments = moments;
        groupDelayers = delayers;
    }

    /** Whether a wait state of location {@code l} for delayer {@code d} synchronises two of the {@code n} locations. */
    private static boolean synchronises(int l, int d, int n) {
        return d >= 0 && d < n && d != l;
    }

    /**
     * The locations that waited for one delayer at one moment, if more than one, form a group. {@code counts} has a
     * zero per location and is left so (counted up and back down here: no map per moment).
     */
    private static void addGroups(long moment, IntList waiters, IntList delayersOfRun, LongColumn[] moments,
                                  IntColumn[] delayers, int[] counts) {
        if (waiters.size() < 2) {
            waiters.clear();
            delayersOfRun.clear();
            return;
        }
        for (int a = 0; a < delayersOfRun.size(); a++) {
            counts[delayersOfRun.get(a)]++;
        }
        for (int a = 0; a < waiters.size(); a++) {
            if (counts[delayersOfRun.get(a)] > 1) {
                moments[waiters.get(a)].add(moment);
                delayers[waiters.get(a)].add(delayersOfRun.get(a));
            }
        }
        for (int a = 0; a < delayersOfRun.size(); a++) {
            counts[delayersOfRun.get(a)] = 0;
        }
        waiters.clear();
        delayersOfRun.clear();
    }

    private static void reverse(LongColumn column) {
        for (int i = 0, j = column.size() - 1; i < j; i++, j--) {
            long value = column.get(i);
            column.set(i, column.get(j));
            column.set(j, value);
        }
    }

    private static void reverse(IntColumn column) {
        for (int i = 0, j = column.size() - 1; i < j; i++, j--) {
            int value = column.get(i);
            column.set(i, column.get(j));
            column.set(j, value);
        }
    }

    /** Where one caller's searches in the synchronisations start: {@link #previous} gallops from there. */
    Searches searches() {
        return new Searches();
    }

    /**
     * The latest synchronisation of the two locations before the time, {@link Long#MIN_VALUE} if none; searched from
     * where the caller's previous search ended.
     */
    long previous(Searches searches, int location, int partner, long time) {
        long best = Long.MIN_VALUE;
        FingerSearch pair = searches.pair(location, partner);
        if (pair != null) {
            int before = pair.firstAtOrAfter(time);
            best = before == 0 ? Long.MIN_VALUE : pairs[location].get(partner).get(before - 1);
        }
        LongColumn mine = groupMoments[location];
        for (int i = searches.group(location).firstAtOrAfter(time) - 1; i >= 0 && mine.get(i) > best; i--) {
            if (inGroup(searches, partner, mine.get(i), groupDelayers[location].get(i))) {
                return mine.get(i);
            }
        }
        return best;
    }

    private boolean inGroup(Searches searches, int location, long moment, int delayer) {
        LongColumn theirs = groupMoments[location];
        for (int i = searches.group(location).firstAtOrAfter(moment); i < theirs.size() && theirs.get(i) == moment;
                i++) {
            if (groupDelayers[location].get(i) == delayer) {
                return true;
            }
        }
        return false;
    }

    /** One caller's {@link FingerSearch}es per pair of locations and per location's groups; not thread-safe. */
    final class Searches {
        private final LongObjectHashMap<FingerSearch> pairSearches = new LongObjectHashMap<>();
        private final FingerSearch[] groupSearches = new FingerSearch[groupMoments.length];

        /** Null if the two never synchronised. */
        private FingerSearch pair(int location, int partner) {
            long key = (long) location * groupMoments.length + partner;
            FingerSearch search = pairSearches.get(key);
            if (search == null) {
                LongColumn times = pairs[location].get(partner);
                if (times == null) {
                    return null;
                }
                search = new FingerSearch(times);
                pairSearches.put(key, search);
            }
            return search;
        }

        private FingerSearch group(int location) {
            if (groupSearches[location] == null) {
                groupSearches[location] = new FingerSearch(groupMoments[location]);
            }
            return groupSearches[location];
        }
    }
}

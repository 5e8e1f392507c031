package org.fenceline.trace.merge;

import com.carrotsearch.hppc.sorting.IndirectSort;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.LongColumn;

/**
 * Transfers ({@link TransferTable#ref}s) of one location's plan, each with a sort key (the exit position it goes
 * in front of, or its desired time), in columns of the merge's store: a run has millions, so the list and its sort
 * stay off the heap when the store does.
 */
final class TransferList {
    /** Orders transfers with equal keys; must be total, as the sort is not stable. */
    @FunctionalInterface
    interface TieBreak {
        int compare(long ref, long otherRef);
    }

    private final LongColumn refs;
    private final LongColumn keys;

    TransferList(ColumnStore store) {
        refs = store.longs();
        keys = store.longs();
    }

    void add(long ref, long key) {
        refs.add(ref);
        keys.add(key);
    }

    int size() {
        return refs.size();
    }

    long ref(int index) {
        return refs.get(index);
    }

    long key(int index) {
        return keys.get(index);
    }

    /** The transfers in list order. */
    LongColumn refs() {
        return refs;
    }

    /**
     * Sorts by key, equal keys by {@code tieBreak}; not at all if the list is in order already. The list comes in
     * runs, each in order or nearly (a recording location's transfers in stream order), which a merge sort finds:
     * its keys and refs are copied to the heap for it (24 bytes per transfer of this list while it sorts; a
     * quicksort in place on a spilled list took a sixth of the merge's time).
     */
    void sort(TieBreak tieBreak) {
        int n = size();
        int i = 1;
        while (i < n && compare(keys.get(i - 1), keys.get(i), refs.get(i - 1), refs.get(i), tieBreak) <= 0) {
            i++;
        }
        if (i >= n) {
            return;
        }
        long[] k = new long[n];
        long[] r = new long[n];
        for (int j = 0; j < n; j++) {
            k[j] = keys.get(j);
            r[j] = refs.get(j);
        }
        int[] order = IndirectSort.mergesort(0, n, (a, b) -> compare(k[a], k[b], r[a], r[b], tieBreak));
        for (int j = 0; j < n; j++) {
            keys.set(j, k[order[j]]);
            refs.set(j, r[order[j]]);
        }
    }

    private static int compare(long key, long otherKey, long ref, long otherRef, TieBreak tieBreak) {
        int c = Long.compare(key, otherKey);
        return c != 0 ? c : tieBreak.compare(ref, otherRef);
    }
}

package org.fenceline.analyzer.trace;

/**
 * Pending non-blocking requests of one location: request id to an int (a send record or the call that posted a
 * receive). Open addressing with backward-shift deletion, so the table stays small however many requests a
 * long run creates and completes.
 */
final class RequestTable {
    static final int ABSENT = -1;

    private long[] keys = new long[32];
    private int[] values = new int[32];
    private boolean[] used = new boolean[32];
    private int size;

    void put(long request, int value) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        int i = slot(request, mask);
        while (used[i] && keys[i] != request) {
            i = (i + 1) & mask;
        }
        if (!used[i]) {
            used[i] = true;
            keys[i] = request;
            size++;
        }
        values[i] = value;
    }

    /** Removes the request and returns its value, or {@link #ABSENT}. */
    int remove(long request) {
        int mask = keys.length - 1;
        int i = slot(request, mask);
        while (used[i]) {
            if (keys[i] == request) {
                int value = values[i];
                deleteAt(i, mask);
                size--;
                return value;
            }
            i = (i + 1) & mask;
        }
        return ABSENT;
    }

    private void deleteAt(int hole, int mask) {
        // Shift later members of the probe run back so lookups never stop early at the hole.
        int i = (hole + 1) & mask;
        while (used[i]) {
            int home = slot(keys[i], mask);
            boolean movable = hole <= i ? home <= hole || home > i : home <= hole && home > i;
            if (movable) {
                keys[hole] = keys[i];
                values[hole] = values[i];
                hole = i;
            }
            i = (i + 1) & mask;
        }
        used[hole] = false;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        boolean[] oldUsed = used;
        keys = new long[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        used = new boolean[oldKeys.length * 2];
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldUsed[i]) {
                put(oldKeys[i], oldValues[i]);
            }
        }
    }

    private static int slot(long key, int mask) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32)) & mask;
    }
}

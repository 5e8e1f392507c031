package org.fenceline.trace.column;

/**
 * A growable column of {@code long}s, one value per record, wherever it is kept: on the heap ({@link LongList}) or
 * in a spill file ({@link MappedLongColumn}). Columns of {@code double}s store the values' bits
 * ({@link Double#doubleToRawLongBits}), so they read back exactly.
 */
public interface LongColumn {
    void add(long value);

    long get(int index);

    void set(int index, long value);

    int size();

    /** Drops spare room once the column is complete (a no-op where the room costs no heap). */
    void trim();

    /**
     * Makes room for about {@code expected} values at once, where growing step by step would copy the values (a
     * no-op where the column grows without copying, as in a spill file).
     */
    default void reserve(int expected) {
    }

    /** In a column sorted ascending: the index of the first value at or after {@code value} ({@link #size()} if none). */
    default int firstAtOrAfter(long value) {
        int lo = 0;
        int hi = size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (get(mid) < value) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}

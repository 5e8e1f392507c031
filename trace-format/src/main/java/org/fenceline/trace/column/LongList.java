package org.fenceline.trace.column;

import java.util.Arrays;

/** A growable list of {@code long}s without boxing: the column form the scan stores its records in. */
public final class LongList implements LongColumn {
    private long[] values;
    private int size;

    public LongList() {
        this(16);
    }

    public LongList(int capacity) {
        values = new long[Math.max(4, capacity)];
    }

    /**
     * Kept under the quick compiler's inlining limit (35 bytes of bytecode; the analysis runs in C1 alone for most
     * traces): with the growth inline it was a call per value, 8 % of the fence benchmark trace's analysis together
     * with {@code IntList.add}.
     */
    @Override
    public void add(long value) {
        if (size == values.length) {
            grow();
        }
        values[size++] = value;
    }

    private void grow() {
        values = Arrays.copyOf(values, ListCapacity.grown(values.length));
    }

    @Override
    public long get(int index) {
        if (index >= size) {
            throw ListCapacity.outOfBounds(index, size);
        }
        return values[index];
    }

    @Override
    public void set(int index, long value) {
        if (index >= size) {
            throw ListCapacity.outOfBounds(index, size);
        }
        values[index] = value;
    }

    @Override
    public int size() {
        return size;
    }

    /** The binary search on the array itself: the backward replay asks this for every wait state, several times. */
    @Override
    public int firstAtOrAfter(long value) {
        int lo = 0;
        int hi = size;
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

    /** Drops the spare capacity once the list is complete, so a finished scan holds only what it needs. */
    @Override
    public void trim() {
        if (ListCapacity.worthTrimming(values.length, size)) {
            values = Arrays.copyOf(values, Math.max(1, size));
        }
    }

    /** Grows the capacity for {@code expected} values ({@link ListCapacity#reserved}), if it is smaller. */
    @Override
    public void reserve(int expected) {
        if (expected > values.length) {
            values = Arrays.copyOf(values, ListCapacity.reserved(expected));
        }
    }
}

package org.fenceline.analyzer.trace;

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

    @Override
    public void add(long value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, values.length + Math.max(2, values.length >> 1)); // also after a trim to 1
        }
        values[size++] = value;
    }

    @Override
    public long get(int index) {
        if (index >= size) {
            throw outOfBounds(index);
        }
        return values[index];
    }

    @Override
    public void set(int index, long value) {
        if (index >= size) {
            throw outOfBounds(index);
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

    /**
     * Drops the spare capacity once the list is complete, so a finished scan holds only what it needs; up to
     * {@link #reserve}'s sixteenth of room is kept, as copying the whole list would cost more than it frees.
     */
    @Override
    public void trim() {
        if (values.length > Math.max(1, size) + (size >> 4)) {
            values = Arrays.copyOf(values, Math.max(1, size));
        }
    }

    /**
     * Grows the capacity to {@code expected} values and a sixteenth more (so that an estimate rising a little later
     * needs no second copy), if it is smaller.
     */
    @Override
    public void reserve(int expected) {
        if (expected > values.length) {
            values = Arrays.copyOf(values, (int) Math.min(Integer.MAX_VALUE - 8, expected + (long) (expected >> 4)));
        }
    }

    /**
     * The check of {@link #get} and {@link #set}, written out rather than {@code Objects.checkIndex}: the quick
     * compiler (C1), which runs {@code analyze} of most traces, does not intrinsify that, and these are the
     * analysis's most frequent calls. A negative index fails on the array itself.
     */
    private IndexOutOfBoundsException outOfBounds(int index) {
        return new IndexOutOfBoundsException("Index " + index + " out of bounds for length " + size);
    }
}

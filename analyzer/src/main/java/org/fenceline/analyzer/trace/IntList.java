package org.fenceline.analyzer.trace;

import java.util.Arrays;

/** A growable list of {@code int}s without boxing: the column form the scan stores its records in. */
public final class IntList implements IntColumn {
    private int[] values;
    private int size;

    public IntList() {
        this(16);
    }

    public IntList(int capacity) {
        values = new int[Math.max(4, capacity)];
    }

    @Override
    public void add(int value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, values.length + (values.length >> 1));
        }
        values[size++] = value;
    }

    @Override
    public int get(int index) {
        if (index >= size) {
            throw outOfBounds(index);
        }
        return values[index];
    }

    @Override
    public void set(int index, int value) {
        if (index >= size) {
            throw outOfBounds(index);
        }
        values[index] = value;
    }

    /** Empties the list, keeping its capacity. */
    public void clear() {
        size = 0;
    }

    @Override
    public int size() {
        return size;
    }

    /** Drops the spare capacity once the list is complete, so a finished scan holds only what it needs. */
    @Override
    public void trim() {
        if (values.length != size) {
            values = Arrays.copyOf(values, Math.max(1, size));
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

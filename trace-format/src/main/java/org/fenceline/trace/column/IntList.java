package org.fenceline.trace.column;

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

    /**
     * Kept under the quick compiler's inlining limit (35 bytes of bytecode; the analysis runs in C1 alone for most
     * traces): with the growth inline it was a call per value, 8 % of the fence benchmark trace's analysis together
     * with {@code LongList.add}.
     */
    @Override
    public void add(int value) {
        if (size == values.length) {
            grow();
        }
        values[size++] = value;
    }

    private void grow() {
        values = Arrays.copyOf(values, ListCapacity.grown(values.length));
    }

    @Override
    public int get(int index) {
        if (index >= size) {
            throw ListCapacity.outOfBounds(index, size);
        }
        return values[index];
    }

    @Override
    public void set(int index, int value) {
        if (index >= size) {
            throw ListCapacity.outOfBounds(index, size);
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

package org.fenceline.analyzer.trace;

import java.util.Arrays;
import java.util.Objects;

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
        return values[Objects.checkIndex(index, size)];
    }

    @Override
    public void set(int index, int value) {
        values[Objects.checkIndex(index, size)] = value;
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
}

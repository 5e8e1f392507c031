package org.fenceline.trace.column;

/**
 * A growable column of {@code int}s, one value per record, wherever it is kept: on the heap ({@link IntList}) or
 * in a spill file ({@link MappedIntColumn}). The analysis's tables are made of these, so that a {@link ColumnStore}
 * decides where a trace's records live without the tables knowing.
 */
public interface IntColumn {
    void add(int value);

    int get(int index);

    void set(int index, int value);

    int size();

    /** Drops spare room once the column is complete (a no-op where the room costs no heap). */
    void trim();

    /**
     * Makes room for about {@code expected} values at once, where growing step by step would copy the values (a
     * no-op where the column grows without copying, as in a spill file).
     */
    default void reserve(int expected) {
    }
}

package org.fenceline.trace.column;

/**
 * Where the analysis keeps the columns that grow with the trace (the scan's tables, the call-path timelines, the
 * wait states and their synchronisation intervals): on the heap ({@link #HEAP}), or off it in a
 * {@link SpillFile}, which bounds the heap for traces larger than it. Both give the same values, so the analysis
 * gives the same results either way.
 */
public interface ColumnStore {
    /** Columns on the heap: the fastest, when the trace's records fit. */
    ColumnStore HEAP = new ColumnStore() {
        @Override
        public IntColumn ints() {
            return new IntList();
        }

        @Override
        public IntColumn ints(int expected) {
            return new IntList(expected);
        }

        @Override
        public LongColumn longs() {
            return new LongList();
        }

        @Override
        public LongColumn longs(int expected) {
            return new LongList(expected);
        }
    };

    /** A new, empty column of ints; safe to call from any thread. */
    IntColumn ints();

    /**
     * A new, empty column of ints that will hold about {@code expected} values: the heap allocates them at once
     * instead of growing and copying (and touching fresh memory) step by step.
     */
    default IntColumn ints(int expected) {
        return ints();
    }

    /** A new column of {@code size} copies of {@code value}, to be overwritten in place. */
    default IntColumn ints(int size, int value) {
        IntColumn column = ints(size);
        for (int i = 0; i < size; i++) {
            column.add(value);
        }
        return column;
    }

    /** A new, empty column of longs; safe to call from any thread. */
    LongColumn longs();

    /** A new, empty column of longs that will hold about {@code expected} values (as {@link #ints(int)}). */
    default LongColumn longs(int expected) {
        return longs();
    }

    /** A new column of {@code size} copies of {@code value}, to be overwritten in place. */
    default LongColumn longs(int size, long value) {
        LongColumn column = longs(size);
        for (int i = 0; i < size; i++) {
            column.add(value);
        }
        return column;
    }
}

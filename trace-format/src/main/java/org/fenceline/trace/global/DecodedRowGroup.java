package org.fenceline.trace.global;

/**
 * The decoded values of one row group: one primitive array per decoded column, indexed by
 * {@link EventColumn#ordinal()}. Arrays are reused from row group to row group, so iterating a location
 * allocates only when a row group is larger than every one before it.
 */
final class DecodedRowGroup {
    final int[][] ints = new int[EventColumn.values().length][];
    final long[][] longs = new long[EventColumn.values().length][];
    int rows;

    int[] intColumn(EventColumn column, int capacity) {
        int[] values = ints[column.ordinal()];
        if (values == null || values.length < capacity) {
            values = new int[capacity];
            ints[column.ordinal()] = values;
        }
        return values;
    }

    long[] longColumn(EventColumn column, int capacity) {
        long[] values = longs[column.ordinal()];
        if (values == null || values.length < capacity) {
            values = new long[capacity];
            longs[column.ordinal()] = values;
        }
        return values;
    }
}

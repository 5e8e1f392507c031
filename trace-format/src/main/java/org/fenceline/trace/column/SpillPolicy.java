package org.fenceline.trace.column;

/**
 * Whether the records that grow with a trace (the analysis's columns, the merge's RMA transfers) are kept on the
 * heap or in a {@link SpillFile} off it. The results are the same either way; the heap is faster, the spill file
 * lets a trace far larger than the heap be analysed or merged.
 */
public enum SpillPolicy {
    /** Spill when the records would not comfortably fit the heap ({@link #spills}). */
    AUTO,
    ALWAYS,
    NEVER;

    /**
     * Whether records that would take about {@code heapBytes} of heap (each caller's own estimate, measured for
     * its records) spill, with at most {@code maxHeap} bytes of heap.
     */
    public boolean spills(long heapBytes, long maxHeap) {
        return switch (this) {
            case ALWAYS -> true;
            case NEVER -> false;
            // Half the heap: the collector needs room beside the live data, and the heap holds more than records.
            case AUTO -> heapBytes > maxHeap / 2;
        };
    }
}

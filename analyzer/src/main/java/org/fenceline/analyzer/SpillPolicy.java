package org.fenceline.analyzer;

/**
 * Whether the analysis keeps the columns that grow with the trace on the heap or in a spill file
 * ({@link org.fenceline.trace.column.SpillFile}) off it. The results are the same either way; the heap is faster,
 * the spill file lets a trace far larger than the heap be analysed.
 */
public enum SpillPolicy {
    /** Spill when the trace's records would not comfortably fit the heap ({@link #spills}). */
    AUTO,
    ALWAYS,
    NEVER;

    /**
     * Heap the in-memory analysis keeps alive per event, rounded up: 62 bytes were measured at the peak (the
     * backward replay) on the synthetic Jacobi trace, issue 19 (docs/PERFORMANCE.md, "Bounded memory").
     */
    static final long HEAP_BYTES_PER_EVENT = 64;

    /** Whether an analysis of {@code events} events spills, with at most {@code maxHeap} bytes of heap. */
    public boolean spills(long events, long maxHeap) {
        return switch (this) {
            case ALWAYS -> true;
            case NEVER -> false;
            // Half the heap: the collector needs room beside the live data, and the heap holds more than records.
            case AUTO -> events > maxHeap / 2 / HEAP_BYTES_PER_EVENT;
        };
    }
}

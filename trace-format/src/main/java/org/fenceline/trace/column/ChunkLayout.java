package org.fenceline.trace.column;

/**
 * Where the values of a column in a {@link SpillFile} lie: chunks double from a page to
 * {@link SpillFile#CHUNK_BYTES}, then stay at that size, so value i lies in chunk {@code log2(i / first + 1)} while
 * the chunks still double, and every {@code last} values after that. One layout per value size.
 */
final class ChunkLayout {
    /** Values in the first chunk. */
    private final int first;
    /** Values in every chunk once they stop doubling (a power of two). */
    private final int last;
    /** How many chunks double. */
    private final int doubling;
    /** Values in the doubling chunks together. */
    private final int grown;
    private final int lastShift;

    ChunkLayout(int valueBytes) {
        first = SpillFile.FIRST_CHUNK_BYTES / valueBytes;
        last = SpillFile.CHUNK_BYTES / valueBytes;
        doubling = Integer.numberOfTrailingZeros(last / first);
        grown = first * ((1 << doubling) - 1);
        lastShift = Integer.numberOfTrailingZeros(last);
    }

    /** Values in chunk number {@code chunk}. */
    int valuesIn(int chunk) {
        return chunk < doubling ? first << chunk : last;
    }

    /** The chunk value {@code index} lies in. */
    int chunkOf(int index) {
        return index >= grown ? doubling + ((index - grown) >>> lastShift)
                : 31 - Integer.numberOfLeadingZeros(index / first + 1);
    }

    /** The position of value {@code index} in its chunk {@code chunk} ({@link #chunkOf}). */
    int positionIn(int chunk, int index) {
        return index >= grown ? (index - grown) & (last - 1) : index - first * ((1 << chunk) - 1);
    }
}

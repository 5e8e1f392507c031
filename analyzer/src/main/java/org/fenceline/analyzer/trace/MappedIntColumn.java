package org.fenceline.analyzer.trace;

import java.nio.IntBuffer;
import java.util.Arrays;
import java.util.Objects;

/**
 * An {@link IntColumn} in chunks of a {@link SpillFile}: grows without copying, and holds no values on the heap.
 * Chunks double from a page to {@link SpillFile#CHUNK_BYTES}, then stay at that size: value i lies in chunk
 * {@code log2(i / FIRST + 1)} while the chunks still double, and every {@code LAST} values after that.
 */
final class MappedIntColumn implements IntColumn {
    /** Values in the first chunk. */
    private static final int FIRST = SpillFile.FIRST_CHUNK_BYTES / Integer.BYTES;
    /** Values in every chunk once they stop doubling. */
    private static final int LAST = SpillFile.CHUNK_BYTES / Integer.BYTES;
    /** How many chunks double. */
    private static final int DOUBLING = Integer.numberOfTrailingZeros(LAST / FIRST);
    /** Values in the doubling chunks together. */
    private static final int GROWN = FIRST * ((1 << DOUBLING) - 1);
    private static final int LAST_SHIFT = Integer.numberOfTrailingZeros(LAST);

    private final SpillFile file;
    private IntBuffer[] chunks = new IntBuffer[16];
    private int chunkCount;
    /** Values the chunks hold. */
    private int capacity;
    /** Index of the first value in the last chunk. */
    private int lastStart;
    private int size;

    MappedIntColumn(SpillFile file) {
        this.file = file;
    }

    @Override
    public void add(int value) {
        if (size == capacity) {
            int values = chunkCount < DOUBLING ? FIRST << chunkCount : LAST;
            if (chunkCount == chunks.length) {
                chunks = Arrays.copyOf(chunks, chunks.length * 2);
            }
            chunks[chunkCount++] = file.chunk(values * Integer.BYTES).asIntBuffer();
            lastStart = capacity;
            capacity += values;
        }
        chunks[chunkCount - 1].put(size - lastStart, value);
        size++;
    }

    @Override
    public int get(int index) {
        Objects.checkIndex(index, size);
        if (index >= GROWN) {
            int past = index - GROWN;
            return chunks[DOUBLING + (past >>> LAST_SHIFT)].get(past & (LAST - 1));
        }
        int chunk = 31 - Integer.numberOfLeadingZeros(index / FIRST + 1);
        return chunks[chunk].get(index - FIRST * ((1 << chunk) - 1));
    }

    @Override
    public void set(int index, int value) {
        Objects.checkIndex(index, size);
        if (index >= GROWN) {
            int past = index - GROWN;
            chunks[DOUBLING + (past >>> LAST_SHIFT)].put(past & (LAST - 1), value);
            return;
        }
        int chunk = 31 - Integer.numberOfLeadingZeros(index / FIRST + 1);
        chunks[chunk].put(index - FIRST * ((1 << chunk) - 1), value);
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public void trim() {
        // The unused rest of the last chunk is untouched file space: no heap, no memory.
    }
}

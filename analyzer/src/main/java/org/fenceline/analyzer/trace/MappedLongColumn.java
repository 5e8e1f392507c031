package org.fenceline.analyzer.trace;

import java.nio.LongBuffer;
import java.util.Arrays;
import java.util.Objects;

/**
 * A {@link LongColumn} in chunks of a {@link SpillFile} ({@link ChunkLayout}): grows without copying, and holds
 * no values on the heap.
 */
final class MappedLongColumn implements LongColumn {
    private static final ChunkLayout LAYOUT = new ChunkLayout(Long.BYTES);

    private final SpillFile file;
    private LongBuffer[] chunks = new LongBuffer[16];
    private int chunkCount;
    /** Values the chunks hold. */
    private int capacity;
    /** Index of the first value in the last chunk. */
    private int lastStart;
    private int size;

    MappedLongColumn(SpillFile file) {
        this.file = file;
    }

    @Override
    public void add(long value) {
        if (size == capacity) {
            int values = LAYOUT.valuesIn(chunkCount);
            if (chunkCount == chunks.length) {
                chunks = Arrays.copyOf(chunks, chunks.length * 2);
            }
            chunks[chunkCount++] = file.chunk(values * Long.BYTES).asLongBuffer();
            lastStart = capacity;
            capacity += values;
        }
        chunks[chunkCount - 1].put(size - lastStart, value);
        size++;
    }

    @Override
    public long get(int index) {
        Objects.checkIndex(index, size);
        int chunk = LAYOUT.chunkOf(index);
        return chunks[chunk].get(LAYOUT.positionIn(chunk, index));
    }

    @Override
    public void set(int index, long value) {
        Objects.checkIndex(index, size);
        int chunk = LAYOUT.chunkOf(index);
        chunks[chunk].put(LAYOUT.positionIn(chunk, index), value);
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

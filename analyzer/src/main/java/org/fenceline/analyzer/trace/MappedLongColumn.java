package org.fenceline.analyzer.trace;

import java.nio.LongBuffer;
import java.util.Arrays;
import java.util.Objects;

/** An {@link LongColumn} in chunks of a {@link SpillFile}: grows without copying, and holds no values on the heap. */
final class MappedLongColumn implements LongColumn {
    private static final int SHIFT = Integer.numberOfTrailingZeros(SpillFile.CHUNK_BYTES / Long.BYTES);
    private static final int MASK = (1 << SHIFT) - 1;

    private final SpillFile file;
    private LongBuffer[] chunks = new LongBuffer[4];
    private int size;

    MappedLongColumn(SpillFile file) {
        this.file = file;
    }

    @Override
    public void add(long value) {
        int chunk = size >>> SHIFT;
        if ((size & MASK) == 0) {
            if (chunk == chunks.length) {
                chunks = Arrays.copyOf(chunks, chunks.length * 2);
            }
            chunks[chunk] = file.chunk().asLongBuffer();
        }
        chunks[chunk].put(size & MASK, value);
        size++;
    }

    @Override
    public long get(int index) {
        Objects.checkIndex(index, size);
        return chunks[index >>> SHIFT].get(index & MASK);
    }

    @Override
    public void set(int index, long value) {
        Objects.checkIndex(index, size);
        chunks[index >>> SHIFT].put(index & MASK, value);
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

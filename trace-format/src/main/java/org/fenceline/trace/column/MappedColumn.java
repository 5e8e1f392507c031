package org.fenceline.trace.column;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Objects;

/**
 * The chunks of a column in a {@link SpillFile} ({@link ChunkLayout}): it grows without copying and holds no values
 * on the heap. Its subclasses read and write the values through typed views of the chunks ({@code IntBuffer},
 * {@code LongBuffer}: reading the ByteBuffer at byte positions instead made the spilled backward replay about 20 %
 * slower).
 */
abstract class MappedColumn<B extends Buffer> {
    private final SpillFile file;
    private final int valueBytes;
    private final ChunkLayout layout;
    private B[] chunks;
    private int chunkCount;
    /** Values the chunks hold. */
    private int capacity;
    /** Index of the first value in the last chunk. */
    private int lastStart;
    private int size;

    MappedColumn(SpillFile file, int valueBytes, ChunkLayout layout, B[] chunks) {
        this.file = file;
        this.valueBytes = valueBytes;
        this.layout = layout;
        this.chunks = chunks;
    }

    /** The typed view of a new chunk. */
    abstract B view(ByteBuffer chunk);

    /** Room for one more value: it goes to {@link #lastChunk()} at the position returned. */
    final int append() {
        if (size == capacity) {
            int values = layout.valuesIn(chunkCount);
            if (chunkCount == chunks.length) {
                chunks = Arrays.copyOf(chunks, chunks.length * 2);
            }
            chunks[chunkCount++] = view(file.chunk(values * valueBytes));
            lastStart = capacity;
            capacity += values;
        }
        return size++ - lastStart;
    }

    final B lastChunk() {
        return chunks[chunkCount - 1];
    }

    /** The chunk number of value {@code index}, which must be below the size. */
    final int chunkIndex(int index) {
        return layout.chunkOf(Objects.checkIndex(index, size));
    }

    final B chunk(int chunk) {
        return chunks[chunk];
    }

    /** The position of value {@code index} in its chunk number {@code chunk} ({@link #chunkIndex}). */
    final int position(int chunk, int index) {
        return layout.positionIn(chunk, index);
    }

    public final int size() {
        return size;
    }

    /** The unused rest of the last chunk is untouched file space: no heap, no memory. */
    public final void trim() {
    }
}

package org.fenceline.trace.column;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;

/** An {@link IntColumn} in chunks of a {@link SpillFile}. */
final class MappedIntColumn extends MappedColumn<IntBuffer> implements IntColumn {
    private static final ChunkLayout LAYOUT = new ChunkLayout(Integer.BYTES);

    MappedIntColumn(SpillFile file) {
        super(file, Integer.BYTES, LAYOUT, new IntBuffer[16]);
    }

    @Override
    IntBuffer view(ByteBuffer chunk) {
        return chunk.asIntBuffer();
    }

    @Override
    public void add(int value) {
        int at = append();
        lastChunk().put(at, value);
    }

    @Override
    public int get(int index) {
        int chunk = chunkIndex(index);
        return chunk(chunk).get(position(chunk, index));
    }

    @Override
    public void set(int index, int value) {
        int chunk = chunkIndex(index);
        chunk(chunk).put(position(chunk, index), value);
    }
}

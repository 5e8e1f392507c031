package org.fenceline.trace.column;

import java.nio.ByteBuffer;
import java.nio.LongBuffer;

/** A {@link LongColumn} in chunks of a {@link SpillFile}. */
final class MappedLongColumn extends MappedColumn<LongBuffer> implements LongColumn {
    private static final ChunkLayout LAYOUT = new ChunkLayout(Long.BYTES);

    MappedLongColumn(SpillFile file) {
        super(file, Long.BYTES, LAYOUT, new LongBuffer[16]);
    }

    @Override
    LongBuffer view(ByteBuffer chunk) {
        return chunk.asLongBuffer();
    }

    @Override
    public void add(long value) {
        int at = append();
        lastChunk().put(at, value);
    }

    @Override
    public long get(int index) {
        int chunk = chunkIndex(index);
        return chunk(chunk).get(position(chunk, index));
    }

    @Override
    public void set(int index, long value) {
        int chunk = chunkIndex(index);
        chunk(chunk).put(position(chunk, index), value);
    }
}

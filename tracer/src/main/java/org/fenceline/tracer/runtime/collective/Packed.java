package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** Byte ranges of packed collective data. Views keep native byte order, which the reduction kernels rely on. */
final class Packed {
    private Packed() {
    }

    /** {@code length} bytes of {@code buffer} from {@code offset}, as a native-order view with position 0. */
    static ByteBuffer range(ByteBuffer buffer, int offset, int length) {
        return buffer.slice(offset, length).order(ByteOrder.nativeOrder());
    }

    /** A native-order view of all of {@code block} (a duplicate would be big-endian) to pack typed data into. */
    static ByteBuffer view(ByteBuffer block) {
        return block.duplicate().clear().order(ByteOrder.nativeOrder());
    }

    /** Block q of {@code buffer}: {@code lengths[q]} bytes from {@code offsets[q]}, as {@link #range} views. */
    static ByteBuffer[] ranges(ByteBuffer buffer, int[] offsets, int[] lengths) {
        ByteBuffer[] blocks = new ByteBuffer[offsets.length];
        for (int q = 0; q < blocks.length; q++) {
            blocks[q] = range(buffer, offsets[q], lengths[q]);
        }
        return blocks;
    }

    static ByteBuffer allocate(int bytes) {
        return ByteBuffer.allocate(bytes).order(ByteOrder.nativeOrder());
    }

    static ByteBuffer copyOf(ByteBuffer data) {
        ByteBuffer copy = allocate(data.limit());
        copy.put(0, data, 0, data.limit());
        return copy;
    }
}

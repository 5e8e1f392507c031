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

    static ByteBuffer allocate(int bytes) {
        return ByteBuffer.allocate(bytes).order(ByteOrder.nativeOrder());
    }

    static ByteBuffer copyOf(ByteBuffer data) {
        ByteBuffer copy = allocate(data.limit());
        copy.put(0, data, 0, data.limit());
        return copy;
    }
}

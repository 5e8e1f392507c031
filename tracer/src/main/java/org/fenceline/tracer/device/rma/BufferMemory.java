package org.fenceline.tracer.device.rma;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;

/**
 * A user's NIO buffer as window memory (MPI_Win_create, MPI_Win_attach) or as the origin buffer of an
 * operation. Like Open MPI's binding it starts at element 0 and ignores position and limit. Typed buffers
 * are moved element-wise, so offsets and lengths are whole elements (the runtime checks the datatypes).
 */
public final class BufferMemory implements WindowMemory {
    private final Buffer buffer;
    private final int elementBytes;
    private final long bytes;

    public BufferMemory(Buffer buffer) {
        this(buffer, (long) buffer.capacity() * elementBytes(buffer));
    }

    /** The first {@code bytes} bytes of {@code buffer} (a window smaller than its base buffer). */
    public BufferMemory(Buffer buffer, long bytes) {
        this.buffer = whole(buffer);
        this.elementBytes = elementBytes(buffer);
        this.bytes = bytes;
    }

    /**
     * {@code buffer} as Open MPI's binding addresses it: from element 0 to its capacity, whatever its position and
     * limit (programs {@code flip()} their buffers between calls). A view: the program's buffer is not changed.
     */
    @SuppressWarnings("unchecked")
    public static <B extends Buffer> B whole(B buffer) {
        return (B) buffer.duplicate().clear();
    }

    /** Bytes of one element of {@code buffer}'s kind: 1 for ByteBuffer, 8 for DoubleBuffer, ... */
    public static int elementBytes(Buffer buffer) {
        if (buffer instanceof ByteBuffer) {
            return 1;
        }
        if (buffer instanceof CharBuffer || buffer instanceof ShortBuffer) {
            return 2;
        }
        if (buffer instanceof IntBuffer || buffer instanceof FloatBuffer) {
            return 4;
        }
        return 8;
    }

    public long bytes() {
        return bytes;
    }

    @Override
    public boolean covers(long offset, long length) {
        // A typed buffer is reached element by element: a range that splits an element is not in it.
        return offset >= 0 && length >= 0 && offset + length <= bytes && offset % elementBytes == 0
                && length % elementBytes == 0;
    }

    @Override
    public String extent() {
        return bytes + " bytes";
    }

    @Override
    public void read(long offset, ByteBuffer packed, int length) {
        ByteBuffer view = packed.slice(packed.position(), length).order(ByteOrder.nativeOrder());
        int at = (int) (offset / elementBytes);
        int n = length / elementBytes;
        if (buffer instanceof ByteBuffer b) {
            view.put(0, b, at, n);
        } else if (buffer instanceof CharBuffer b) {
            view.asCharBuffer().put(0, b, at, n);
        } else if (buffer instanceof ShortBuffer b) {
            view.asShortBuffer().put(0, b, at, n);
        } else if (buffer instanceof IntBuffer b) {
            view.asIntBuffer().put(0, b, at, n);
        } else if (buffer instanceof LongBuffer b) {
            view.asLongBuffer().put(0, b, at, n);
        } else if (buffer instanceof FloatBuffer b) {
            view.asFloatBuffer().put(0, b, at, n);
        } else {
            view.asDoubleBuffer().put(0, (DoubleBuffer) buffer, at, n);
        }
        packed.position(packed.position() + length);
    }

    @Override
    public void write(ByteBuffer packed, long offset, int length) {
        ByteBuffer view = packed.slice(packed.position(), length).order(ByteOrder.nativeOrder());
        int at = (int) (offset / elementBytes);
        int n = length / elementBytes;
        if (buffer instanceof ByteBuffer b) {
            b.put(at, view, 0, n);
        } else if (buffer instanceof CharBuffer b) {
            b.put(at, view.asCharBuffer(), 0, n);
        } else if (buffer instanceof ShortBuffer b) {
            b.put(at, view.asShortBuffer(), 0, n);
        } else if (buffer instanceof IntBuffer b) {
            b.put(at, view.asIntBuffer(), 0, n);
        } else if (buffer instanceof LongBuffer b) {
            b.put(at, view.asLongBuffer(), 0, n);
        } else if (buffer instanceof FloatBuffer b) {
            b.put(at, view.asFloatBuffer(), 0, n);
        } else {
            ((DoubleBuffer) buffer).put(at, view.asDoubleBuffer(), 0, n);
        }
        packed.position(packed.position() + length);
    }
}

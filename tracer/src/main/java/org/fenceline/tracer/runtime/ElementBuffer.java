package org.fenceline.tracer.runtime;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;

/**
 * A user buffer (Java array, heap or direct NIO buffer) seen as addressable bytes, so the packer can walk any
 * typemap over it. As in Open MPI, the buffer starts at its element 0: position and limit are ignored (offsets
 * are made with {@code MPI.slice}), and the whole capacity is usable. Packed data is in native byte order.
 *
 * <p>Any datatype may describe any buffer: Open MPI's binding copies count × extent bytes of the array's memory
 * whatever its element type, so an {@code int[]} sent as MPI_BYTE travels as its native-order memory image, and
 * byte offsets need not fall on element boundaries.
 */
abstract class ElementBuffer {

    /** The buffer kinds Open MPI's binding accepts, or null for anything else. */
    static ElementBuffer of(Object buffer) {
        if (buffer instanceof byte[] a) {
            return new Bytes(ByteBuffer.wrap(a), a);
        } else if (buffer instanceof boolean[] a) {
            return new Booleans(a);
        } else if (buffer instanceof char[] a) {
            return new Chars(CharBuffer.wrap(a), a);
        } else if (buffer instanceof short[] a) {
            return new Shorts(ShortBuffer.wrap(a), a);
        } else if (buffer instanceof int[] a) {
            return new Ints(IntBuffer.wrap(a), a);
        } else if (buffer instanceof long[] a) {
            return new Longs(LongBuffer.wrap(a), a);
        } else if (buffer instanceof float[] a) {
            return new Floats(FloatBuffer.wrap(a), a);
        } else if (buffer instanceof double[] a) {
            return new Doubles(DoubleBuffer.wrap(a), a);
        } else if (buffer instanceof ByteBuffer b) {
            return new Bytes(b, b);
        } else if (buffer instanceof CharBuffer b) {
            return new Chars(b, b);
        } else if (buffer instanceof ShortBuffer b) {
            return new Shorts(b, b);
        } else if (buffer instanceof IntBuffer b) {
            return new Ints(b, b);
        } else if (buffer instanceof LongBuffer b) {
            return new Longs(b, b);
        } else if (buffer instanceof FloatBuffer b) {
            return new Floats(b, b);
        } else if (buffer instanceof DoubleBuffer b) {
            return new Doubles(b, b);
        }
        return null;
    }

    private final BaseType kind;
    /** The user's array or buffer, for messages. */
    private final Object source;

    ElementBuffer(BaseType kind, Object source) {
        this.kind = kind;
        this.source = source;
    }

    /** The element kind; BYTE only for byte arrays and ByteBuffers. */
    final BaseType kind() {
        return kind;
    }

    /** "int[8]", "direct IntBuffer(capacity=8)", ...: built only when a message needs it. */
    @Override
    public final String toString() {
        if (source instanceof Buffer b) {
            String type = b instanceof ByteBuffer ? "ByteBuffer" : b instanceof CharBuffer ? "CharBuffer"
                    : b instanceof ShortBuffer ? "ShortBuffer" : b instanceof IntBuffer ? "IntBuffer"
                    : b instanceof LongBuffer ? "LongBuffer" : b instanceof FloatBuffer ? "FloatBuffer"
                    : "DoubleBuffer";
            return (b.isDirect() ? "direct " : "heap ") + type + "(capacity=" + b.capacity() + ")";
        }
        String type = source.getClass().getComponentType().getName();
        return type + "[" + java.lang.reflect.Array.getLength(source) + "]";
    }

    abstract long capacityBytes();

    abstract boolean isReadOnly();

    /** Copies {@code length} bytes from byte offset {@code offset} to {@code packed}, advancing its position. */
    final void read(long offset, int length, ByteBuffer packed) {
        int unit = kind.bytes();
        if (offset % unit == 0 && length % unit == 0) {
            readElements((int) (offset / unit), length / unit, packed);
            return;
        }
        long first = offset / unit;
        ByteBuffer staged = covering(first, offset + length);
        packed.put(packed.position(), staged, (int) (offset - first * unit), length);
        advance(packed, length);
    }

    /** Copies {@code length} bytes from {@code packed} (advancing it) to byte offset {@code offset}. */
    final void write(ByteBuffer packed, long offset, int length) {
        int unit = kind.bytes();
        if (offset % unit == 0 && length % unit == 0) {
            writeElements(packed, (int) (offset / unit), length / unit);
            return;
        }
        // Part of an element: rewrite the whole elements around the bytes, keeping their other bytes.
        long first = offset / unit;
        ByteBuffer staged = covering(first, offset + length);
        staged.put((int) (offset - first * unit), packed, packed.position(), length);
        advance(packed, length);
        writeElements(staged, (int) first, staged.remaining() / unit);
    }

    /** The elements from {@code first} up to the one holding byte {@code end - 1}, as native-order bytes. */
    private ByteBuffer covering(long first, long end) {
        int unit = kind.bytes();
        int elements = (int) ((end + unit - 1) / unit - first);
        ByteBuffer staged = MessageBuffer.allocate((long) elements * unit);
        readElements((int) first, elements, staged);
        return staged.clear();
    }

    /** Copies {@code n} elements from element {@code first} to {@code packed}, advancing its position. */
    abstract void readElements(int first, int n, ByteBuffer packed);

    /** Copies {@code n} elements from {@code packed} (advancing it) to element {@code first}. */
    abstract void writeElements(ByteBuffer packed, int first, int n);

    /** A view of {@code length} bytes at {@code offset}; only byte-addressed buffers (kind BYTE) support it. */
    ByteBuffer bytesAt(long offset, int length) {
        throw new UnsupportedOperationException(this + " is not byte-addressed");
    }

    private static void advance(ByteBuffer packed, int length) {
        packed.position(packed.position() + length);
    }

    private static final class Bytes extends ElementBuffer {
        private final ByteBuffer buffer;

        Bytes(ByteBuffer buffer, Object source) {
            super(BaseType.BYTE, source);
            this.buffer = buffer;
        }

        @Override
        long capacityBytes() {
            return buffer.capacity();
        }

        @Override
        boolean isReadOnly() {
            return buffer.isReadOnly();
        }

        @Override
        void readElements(int first, int n, ByteBuffer packed) {
            packed.put(packed.position(), buffer, first, n);
            advance(packed, n);
        }

        @Override
        void writeElements(ByteBuffer packed, int first, int n) {
            buffer.put(first, packed, packed.position(), n);
            advance(packed, n);
        }

        @Override
        ByteBuffer bytesAt(long offset, int length) {
            return buffer.slice((int) offset, length);
        }
    }

    private static final class Booleans extends ElementBuffer {
        private final boolean[] array;

        Booleans(boolean[] array) {
            super(BaseType.BOOLEAN, array);
            this.array = array;
        }

        @Override
        long capacityBytes() {
            return array.length;
        }

        @Override
        boolean isReadOnly() {
            return false;
        }

        @Override
        void readElements(int first, int n, ByteBuffer packed) {
            for (int i = 0; i < n; i++) {
                packed.put(array[first + i] ? (byte) 1 : (byte) 0);
            }
        }

        @Override
        void writeElements(ByteBuffer packed, int first, int n) {
            for (int i = 0; i < n; i++) {
                array[first + i] = packed.get() != 0;
            }
        }
    }

    private static final class Chars extends ElementBuffer {
        private final CharBuffer buffer;

        Chars(CharBuffer buffer, Object source) {
            super(BaseType.CHAR, source);
            this.buffer = buffer;
        }

        @Override
        long capacityBytes() {
            return 2L * buffer.capacity();
        }

        @Override
        boolean isReadOnly() {
            return buffer.isReadOnly();
        }

        @Override
        void readElements(int first, int n, ByteBuffer packed) {
            packed.asCharBuffer().put(0, buffer, first, n);
            advance(packed, 2 * n);
        }

        @Override
        void writeElements(ByteBuffer packed, int first, int n) {
            buffer.put(first, packed.asCharBuffer(), 0, n);
            advance(packed, 2 * n);
        }
    }

    private static final class Shorts extends ElementBuffer {
        private final ShortBuffer buffer;

        Shorts(ShortBuffer buffer, Object source) {
            super(BaseType.SHORT, source);
            this.buffer = buffer;
        }

        @Override
        long capacityBytes() {
            return 2L * buffer.capacity();
        }

        @Override
        boolean isReadOnly() {
            return buffer.isReadOnly();
        }

        @Override
        void readElements(int first, int n, ByteBuffer packed) {
            packed.asShortBuffer().put(0, buffer, first, n);
            advance(packed, 2 * n);
        }

        @Override
        void writeElements(ByteBuffer packed, int first, int n) {
            buffer.put(first, packed.asShortBuffer(), 0, n);
            advance(packed, 2 * n);
        }
    }

    private static final class Ints extends ElementBuffer {
        private final IntBuffer buffer;

        Ints(IntBuffer buffer, Object source) {
            super(BaseType.INT, source);
            this.buffer = buffer;
        }

        @Override
        long capacityBytes() {
            return 4L * buffer.capacity();
        }

        @Override
        boolean isReadOnly() {
            return buffer.isReadOnly();
        }

        @Override
        void readElements(int first, int n, ByteBuffer packed) {
            packed.asIntBuffer().put(0, buffer, first, n);
            advance(packed, 4 * n);
        }

        @Override
        void writeElements(ByteBuffer packed, int first, int n) {
            buffer.put(first, packed.asIntBuffer(), 0, n);
            advance(packed, 4 * n);
        }
    }

    private static final class Longs extends ElementBuffer {
        private final LongBuffer buffer;

        Longs(LongBuffer buffer, Object source) {
            super(BaseType.LONG, source);
            this.buffer = buffer;
        }

        @Override
        long capacityBytes() {
            return 8L * buffer.capacity();
        }

        @Override
        boolean isReadOnly() {
            return buffer.isReadOnly();
        }

        @Override
        void readElements(int first, int n, ByteBuffer packed) {
            packed.asLongBuffer().put(0, buffer, first, n);
            advance(packed, 8 * n);
        }

        @Override
        void writeElements(ByteBuffer packed, int first, int n) {
            buffer.put(first, packed.asLongBuffer(), 0, n);
            advance(packed, 8 * n);
        }
    }

    private static final class Floats extends ElementBuffer {
        private final FloatBuffer buffer;

        Floats(FloatBuffer buffer, Object source) {
            super(BaseType.FLOAT, source);
            this.buffer = buffer;
        }

        @Override
        long capacityBytes() {
            return 4L * buffer.capacity();
        }

        @Override
        boolean isReadOnly() {
            return buffer.isReadOnly();
        }

        @Override
        void readElements(int first, int n, ByteBuffer packed) {
            packed.asFloatBuffer().put(0, buffer, first, n);
            advance(packed, 4 * n);
        }

        @Override
        void writeElements(ByteBuffer packed, int first, int n) {
            buffer.put(first, packed.asFloatBuffer(), 0, n);
            advance(packed, 4 * n);
        }
    }

    private static final class Doubles extends ElementBuffer {
        private final DoubleBuffer buffer;

        Doubles(DoubleBuffer buffer, Object source) {
            super(BaseType.DOUBLE, source);
            this.buffer = buffer;
        }

        @Override
        long capacityBytes() {
            return 8L * buffer.capacity();
        }

        @Override
        boolean isReadOnly() {
            return buffer.isReadOnly();
        }

        @Override
        void readElements(int first, int n, ByteBuffer packed) {
            packed.asDoubleBuffer().put(0, buffer, first, n);
            advance(packed, 8 * n);
        }

        @Override
        void writeElements(ByteBuffer packed, int first, int n) {
            buffer.put(first, packed.asDoubleBuffer(), 0, n);
            advance(packed, 8 * n);
        }
    }
}

package org.fenceline.tracer.runtime;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import org.fenceline.tracer.device.rma.BufferMemory;

/**
 * A user buffer (Java array, heap or direct NIO buffer) seen as addressable bytes, so the packer can walk any
 * typemap over it. As in Open MPI, the buffer starts at its element 0: position and limit are ignored (offsets
 * are made with {@code MPI.slice}), and the whole capacity is usable ({@link BufferMemory#whole}). Packed data is
 * in native byte order.
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
            return chars(CharBuffer.wrap(a), a);
        } else if (buffer instanceof short[] a) {
            return shorts(ShortBuffer.wrap(a), a);
        } else if (buffer instanceof int[] a) {
            return ints(IntBuffer.wrap(a), a);
        } else if (buffer instanceof long[] a) {
            return longs(LongBuffer.wrap(a), a);
        } else if (buffer instanceof float[] a) {
            return floats(FloatBuffer.wrap(a), a);
        } else if (buffer instanceof double[] a) {
            return doubles(DoubleBuffer.wrap(a), a);
        } else if (buffer instanceof ByteBuffer b) {
            return new Bytes(BufferMemory.whole(b), b);
        } else if (buffer instanceof CharBuffer b) {
            return chars(BufferMemory.whole(b), b);
        } else if (buffer instanceof ShortBuffer b) {
            return shorts(BufferMemory.whole(b), b);
        } else if (buffer instanceof IntBuffer b) {
            return ints(BufferMemory.whole(b), b);
        } else if (buffer instanceof LongBuffer b) {
            return longs(BufferMemory.whole(b), b);
        } else if (buffer instanceof FloatBuffer b) {
            return floats(BufferMemory.whole(b), b);
        } else if (buffer instanceof DoubleBuffer b) {
            return doubles(BufferMemory.whole(b), b);
        }
        return null;
    }

    private static ElementBuffer chars(CharBuffer b, Object source) {
        return new Wide<>(BaseType.CHAR, b, source, (p, first, n) -> p.asCharBuffer().put(0, b, first, n),
                (p, first, n) -> b.put(first, p.asCharBuffer(), 0, n));
    }

    private static ElementBuffer shorts(ShortBuffer b, Object source) {
        return new Wide<>(BaseType.SHORT, b, source, (p, first, n) -> p.asShortBuffer().put(0, b, first, n),
                (p, first, n) -> b.put(first, p.asShortBuffer(), 0, n));
    }

    private static ElementBuffer ints(IntBuffer b, Object source) {
        return new Wide<>(BaseType.INT, b, source, (p, first, n) -> p.asIntBuffer().put(0, b, first, n),
                (p, first, n) -> b.put(first, p.asIntBuffer(), 0, n));
    }

    private static ElementBuffer longs(LongBuffer b, Object source) {
        return new Wide<>(BaseType.LONG, b, source, (p, first, n) -> p.asLongBuffer().put(0, b, first, n),
                (p, first, n) -> b.put(first, p.asLongBuffer(), 0, n));
    }

    private static ElementBuffer floats(FloatBuffer b, Object source) {
        return new Wide<>(BaseType.FLOAT, b, source, (p, first, n) -> p.asFloatBuffer().put(0, b, first, n),
                (p, first, n) -> b.put(first, p.asFloatBuffer(), 0, n));
    }

    private static ElementBuffer doubles(DoubleBuffer b, Object source) {
        return new Wide<>(BaseType.DOUBLE, b, source, (p, first, n) -> p.asDoubleBuffer().put(0, b, first, n),
                (p, first, n) -> b.put(first, p.asDoubleBuffer(), 0, n));
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

    /**
     * Whether items of {@code layout} here can go to and come from the device as the buffer's own bytes
     * ({@link Bytes#bytesAt}), unpacked: a contiguous datatype over a byte array or ByteBuffer.
     */
    final boolean transfersInPlace(TypeLayout layout) {
        return this instanceof Bytes && layout.isContiguous();
    }

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

    private static void advance(ByteBuffer packed, int length) {
        packed.position(packed.position() + length);
    }

    /** Byte arrays and ByteBuffers: byte-addressed, so contiguous data can go to the device in place. */
    static final class Bytes extends ElementBuffer {
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

        /** A view of {@code length} bytes at {@code offset} of the user's buffer. */
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

    /** Copies {@code n} elements between a buffer of one element type and native-order packed bytes. */
    @FunctionalInterface
    private interface ElementCopy {
        void copy(ByteBuffer packed, int first, int n);
    }

    /**
     * Arrays and NIO buffers of chars, shorts, ints, longs, floats and doubles: copied through the packed bytes'
     * view of the same element type (bulk copies, native order).
     */
    private static final class Wide<B extends Buffer> extends ElementBuffer {
        private final B buffer;
        private final ElementCopy reader;
        private final ElementCopy writer;

        Wide(BaseType kind, B buffer, Object source, ElementCopy reader, ElementCopy writer) {
            super(kind, source);
            this.buffer = buffer;
            this.reader = reader;
            this.writer = writer;
        }

        @Override
        long capacityBytes() {
            return (long) kind().bytes() * buffer.capacity();
        }

        @Override
        boolean isReadOnly() {
            return buffer.isReadOnly();
        }

        @Override
        void readElements(int first, int n, ByteBuffer packed) {
            reader.copy(packed, first, n);
            advance(packed, kind().bytes() * n);
        }

        @Override
        void writeElements(ByteBuffer packed, int first, int n) {
            writer.copy(packed, first, n);
            advance(packed, kind().bytes() * n);
        }
    }
}

package mpi;

import java.nio.ByteBuffer;
import java.nio.FloatBuffer;

/**
 * A view of one complex number (real, imaginary) stored as two floats in a buffer or array, the layout of
 * {@link MPI#FLOAT_COMPLEX}. Reads and writes go straight to the storage.
 */
public final class FloatComplex {
    private final FloatBuffer buffer;
    private final int offset;

    private FloatComplex(FloatBuffer buffer, int index) {
        this.buffer = buffer;
        this.offset = 2 * index;
    }

    public static FloatComplex get(FloatBuffer buffer) {
        return new FloatComplex(buffer, 0);
    }

    /** The {@code index}-th complex number of an array of them. */
    public static FloatComplex get(FloatBuffer buffer, int index) {
        return new FloatComplex(buffer, index);
    }

    public static FloatComplex get(float[] array) {
        return new FloatComplex(FloatBuffer.wrap(array), 0);
    }

    public static FloatComplex get(float[] array, int index) {
        return new FloatComplex(FloatBuffer.wrap(array), index);
    }

    /** A complex number in a byte buffer, read in the buffer's byte order. */
    public static FloatComplex get(ByteBuffer buffer) {
        return new FloatComplex(buffer.asFloatBuffer(), 0);
    }

    public static FloatComplex get(ByteBuffer buffer, int index) {
        return new FloatComplex(buffer.asFloatBuffer(), index);
    }

    public float getReal() {
        return buffer.get(offset);
    }

    public float getImag() {
        return buffer.get(offset + 1);
    }

    public void putReal(float real) {
        buffer.put(offset, real);
    }

    public void putImag(float imag) {
        buffer.put(offset + 1, imag);
    }

    /** The storage from this number on, to pass to a send or receive. */
    public FloatBuffer getBuffer() {
        return offset == 0 ? buffer : MPI.slice(buffer, offset);
    }
}

package mpi;

import java.nio.ByteBuffer;
import java.nio.DoubleBuffer;

/**
 * A view of one complex number (real, imaginary) stored as two doubles in a buffer or array, the layout of
 * {@link MPI#DOUBLE_COMPLEX}. Reads and writes go straight to the storage.
 */
public final class DoubleComplex {
    private final DoubleBuffer buffer;
    private final int offset;

    private DoubleComplex(DoubleBuffer buffer, int index) {
        this.buffer = buffer;
        this.offset = 2 * index;
    }

    public static DoubleComplex get(DoubleBuffer buffer) {
        return new DoubleComplex(buffer, 0);
    }

    /** The {@code index}-th complex number of an array of them. */
    public static DoubleComplex get(DoubleBuffer buffer, int index) {
        return new DoubleComplex(buffer, index);
    }

    public static DoubleComplex get(double[] array) {
        return new DoubleComplex(DoubleBuffer.wrap(array), 0);
    }

    public static DoubleComplex get(double[] array, int index) {
        return new DoubleComplex(DoubleBuffer.wrap(array), index);
    }

    /** A complex number in a byte buffer, read in the buffer's byte order. */
    public static DoubleComplex get(ByteBuffer buffer) {
        return new DoubleComplex(buffer.asDoubleBuffer(), 0);
    }

    public static DoubleComplex get(ByteBuffer buffer, int index) {
        return new DoubleComplex(buffer.asDoubleBuffer(), index);
    }

    public double getReal() {
        return buffer.get(offset);
    }

    public double getImag() {
        return buffer.get(offset + 1);
    }

    public void putReal(double real) {
        buffer.put(offset, real);
    }

    public void putImag(double imag) {
        buffer.put(offset + 1, imag);
    }

    /** The storage from this number on, to pass to a send or receive. */
    public DoubleBuffer getBuffer() {
        return offset == 0 ? buffer : MPI.slice(buffer, offset);
    }
}

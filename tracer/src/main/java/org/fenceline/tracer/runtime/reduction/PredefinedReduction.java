package org.fenceline.tracer.runtime.reduction;

import java.nio.ByteBuffer;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;

/**
 * A predefined operation on one element kind, with the kernels MPI defines: MAX/MIN on integers and
 * floating point, SUM/PROD also on complex numbers, logical operations on integers and booleans, bitwise
 * operations on integers and bytes, MINLOC/MAXLOC on the pair types. Integer arithmetic wraps as in Java.
 */
public final class PredefinedReduction implements Reduction {
    private interface Kernel {
        void apply(ByteBuffer in, ByteBuffer inOut);
    }

    private final PredefinedOp op;
    private final Kernel kernel;
    private final int itemBytes;

    private PredefinedReduction(PredefinedOp op, Kernel kernel, int itemBytes) {
        this.op = op;
        this.kernel = kernel;
        this.itemBytes = itemBytes;
    }

    /**
     * The operation for {@code kind}, or null if MPI does not define {@code op} on it.
     *
     * @param itemBytes packed bytes of one item of the datatype the caller reduces (a multiple of the element)
     */
    public static PredefinedReduction of(PredefinedOp op, ElementKind kind, int itemBytes) {
        Kernel kernel = kernel(op, kind);
        return kernel == null ? null : new PredefinedReduction(op, kernel, itemBytes);
    }

    @Override
    public void combine(ByteBuffer in, ByteBuffer inOut) {
        kernel.apply(in, inOut);
    }

    @Override
    public boolean commutative() {
        return op != PredefinedOp.REPLACE;
    }

    @Override
    public String name() {
        return op.mpiName();
    }

    @Override
    public int code() {
        return op.ordinal() + 1;
    }

    @Override
    public int itemBytes() {
        return itemBytes;
    }

    private static Kernel kernel(PredefinedOp op, ElementKind kind) {
        return switch (op) {
            case REPLACE -> (in, inOut) -> inOut.put(0, in, 0, in.limit());
            case NO_OP -> (in, inOut) -> { };
            case MINLOC, MAXLOC -> kind.isPair() ? location(kind, op == PredefinedOp.MAXLOC) : null;
            case MAX, MIN -> kind.isInteger() || kind.isFloating() ? extremum(kind, op == PredefinedOp.MAX) : null;
            case SUM, PROD -> kind.isInteger() || kind.isFloating() || kind.isComplex()
                    ? arithmetic(kind, op == PredefinedOp.SUM) : null;
            case LAND, LOR, LXOR -> kind.isInteger() || kind == ElementKind.BOOLEAN ? logical(kind, op) : null;
            case BAND, BOR, BXOR -> kind.isInteger() || kind == ElementKind.BYTE ? bitwise(op) : null;
        };
    }

    private static Kernel extremum(ElementKind kind, boolean max) {
        return switch (kind) {
            case CHAR -> (in, io) -> {
                for (int i = 0; i < in.limit(); i += 2) {
                    char a = in.getChar(i);
                    char b = io.getChar(i);
                    io.putChar(i, max ? (a > b ? a : b) : (a < b ? a : b));
                }
            };
            case SHORT -> (in, io) -> {
                for (int i = 0; i < in.limit(); i += 2) {
                    short a = in.getShort(i);
                    short b = io.getShort(i);
                    io.putShort(i, max ? (a > b ? a : b) : (a < b ? a : b));
                }
            };
            case INT -> (in, io) -> {
                IntBuffer a = in.asIntBuffer();
                IntBuffer b = io.asIntBuffer();
                for (int i = 0; i < a.limit(); i++) {
                    b.put(i, max ? Math.max(a.get(i), b.get(i)) : Math.min(a.get(i), b.get(i)));
                }
            };
            case LONG -> (in, io) -> {
                LongBuffer a = in.asLongBuffer();
                LongBuffer b = io.asLongBuffer();
                for (int i = 0; i < a.limit(); i++) {
                    b.put(i, max ? Math.max(a.get(i), b.get(i)) : Math.min(a.get(i), b.get(i)));
                }
            };
            case FLOAT -> (in, io) -> {
                FloatBuffer a = in.asFloatBuffer();
                FloatBuffer b = io.asFloatBuffer();
                for (int i = 0; i < a.limit(); i++) {
                    b.put(i, max ? Math.max(a.get(i), b.get(i)) : Math.min(a.get(i), b.get(i)));
                }
            };
            default -> (in, io) -> {
                DoubleBuffer a = in.asDoubleBuffer();
                DoubleBuffer b = io.asDoubleBuffer();
                for (int i = 0; i < a.limit(); i++) {
                    b.put(i, max ? Math.max(a.get(i), b.get(i)) : Math.min(a.get(i), b.get(i)));
                }
            };
        };
    }

    private static Kernel arithmetic(ElementKind kind, boolean sum) {
        return switch (kind) {
            case CHAR -> (in, io) -> {
                for (int i = 0; i < in.limit(); i += 2) {
                    io.putChar(i, (char) (sum ? in.getChar(i) + io.getChar(i) : in.getChar(i) * io.getChar(i)));
                }
            };
            case SHORT -> (in, io) -> {
                for (int i = 0; i < in.limit(); i += 2) {
                    io.putShort(i, (short) (sum ? in.getShort(i) + io.getShort(i)
                            : in.getShort(i) * io.getShort(i)));
                }
            };
            case INT -> (in, io) -> {
                IntBuffer a = in.asIntBuffer();
                IntBuffer b = io.asIntBuffer();
                for (int i = 0; i < a.limit(); i++) {
                    b.put(i, sum ? a.get(i) + b.get(i) : a.get(i) * b.get(i));
                }
            };
            case LONG -> (in, io) -> {
                LongBuffer a = in.asLongBuffer();
                LongBuffer b = io.asLongBuffer();
                for (int i = 0; i < a.limit(); i++) {
                    b.put(i, sum ? a.get(i) + b.get(i) : a.get(i) * b.get(i));
                }
            };
            case FLOAT -> (in, io) -> {
                FloatBuffer a = in.asFloatBuffer();
                FloatBuffer b = io.asFloatBuffer();
                for (int i = 0; i < a.limit(); i++) {
                    b.put(i, sum ? a.get(i) + b.get(i) : a.get(i) * b.get(i));
                }
            };
            case DOUBLE -> (in, io) -> {
                DoubleBuffer a = in.asDoubleBuffer();
                DoubleBuffer b = io.asDoubleBuffer();
                for (int i = 0; i < a.limit(); i++) {
                    b.put(i, sum ? a.get(i) + b.get(i) : a.get(i) * b.get(i));
                }
            };
            case FLOAT_COMPLEX -> sum ? arithmetic(ElementKind.FLOAT, true) : (in, io) -> {
                FloatBuffer a = in.asFloatBuffer();
                FloatBuffer b = io.asFloatBuffer();
                for (int i = 0; i < a.limit(); i += 2) {
                    float re = a.get(i) * b.get(i) - a.get(i + 1) * b.get(i + 1);
                    float im = a.get(i) * b.get(i + 1) + a.get(i + 1) * b.get(i);
                    b.put(i, re).put(i + 1, im);
                }
            };
            default -> sum ? arithmetic(ElementKind.DOUBLE, true) : (in, io) -> {
                DoubleBuffer a = in.asDoubleBuffer();
                DoubleBuffer b = io.asDoubleBuffer();
                for (int i = 0; i < a.limit(); i += 2) {
                    double re = a.get(i) * b.get(i) - a.get(i + 1) * b.get(i + 1);
                    double im = a.get(i) * b.get(i + 1) + a.get(i + 1) * b.get(i);
                    b.put(i, re).put(i + 1, im);
                }
            };
        };
    }

    /** C semantics: any non-zero value is true, the result is 1 or 0. */
    private static Kernel logical(ElementKind kind, PredefinedOp op) {
        int width = kind.packedBytes();
        return (in, io) -> {
            for (int i = 0; i < in.limit(); i += width) {
                boolean a = nonZero(in, i, width);
                boolean b = nonZero(io, i, width);
                boolean r = op == PredefinedOp.LAND ? a && b : op == PredefinedOp.LOR ? a || b : a ^ b;
                for (int k = 0; k < width; k++) {
                    io.put(i + k, (byte) 0);
                }
                // Native order: the value 1 sits in the lowest byte on little-endian machines, the highest on big.
                io.put(io.order() == java.nio.ByteOrder.LITTLE_ENDIAN ? i : i + width - 1, r ? (byte) 1 : (byte) 0);
            }
        };
    }

    private static boolean nonZero(ByteBuffer b, int at, int width) {
        for (int k = 0; k < width; k++) {
            if (b.get(at + k) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Bitwise operations do not care about element boundaries, so they work byte by byte on any kind. */
    private static Kernel bitwise(PredefinedOp op) {
        return (in, io) -> {
            int n = in.limit();
            int words = n / 8 * 8;
            for (int i = 0; i < words; i += 8) {
                long a = in.getLong(i);
                long b = io.getLong(i);
                io.putLong(i, op == PredefinedOp.BAND ? a & b : op == PredefinedOp.BOR ? a | b : a ^ b);
            }
            for (int i = words; i < n; i++) {
                byte a = in.get(i);
                byte b = io.get(i);
                io.put(i, (byte) (op == PredefinedOp.BAND ? a & b : op == PredefinedOp.BOR ? a | b : a ^ b));
            }
        };
    }

    /** MAXLOC/MINLOC: the better value wins; on equal values the smaller index (MPI-3.1 §5.9.4). */
    private static Kernel location(ElementKind kind, boolean max) {
        int width = kind.packedBytes();
        int indexAt = width - 4;
        return (in, io) -> {
            for (int i = 0; i < in.limit(); i += width) {
                int order = compareValues(kind, in, io, i);
                int inIndex = in.getInt(i + indexAt);
                int ioIndex = io.getInt(i + indexAt);
                boolean takeIn = max ? order > 0 : order < 0;
                if (takeIn) {
                    io.put(i, in, i, width);
                } else if (order == 0 && inIndex < ioIndex) {
                    io.putInt(i + indexAt, inIndex);
                }
            }
        };
    }

    private static int compareValues(ElementKind kind, ByteBuffer a, ByteBuffer b, int at) {
        return switch (kind) {
            case SHORT_INT -> Short.compare(a.getShort(at), b.getShort(at));
            case LONG_INT -> Long.compare(a.getLong(at), b.getLong(at));
            case FLOAT_INT -> Float.compare(a.getFloat(at), b.getFloat(at));
            case DOUBLE_INT -> Double.compare(a.getDouble(at), b.getDouble(at));
            default -> Integer.compare(a.getInt(at), b.getInt(at));
        };
    }
}

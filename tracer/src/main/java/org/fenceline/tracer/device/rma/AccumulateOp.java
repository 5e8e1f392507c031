package org.fenceline.tracer.device.rma;

import java.nio.ByteBuffer;
import java.util.EnumSet;
import java.util.Set;
import org.fenceline.tracer.device.rma.Element.Kind;

/**
 * The predefined operations MPI allows in MPI_Accumulate and its relatives (user-defined operations are
 * not allowed there), applied element-wise to packed data in native byte order. It lives in the shared
 * device layer because a target's progress engine (possibly the asynchronous progress thread) applies the
 * accumulates of every origin, whatever rank's class loader created them.
 */
public enum AccumulateOp {
    SUM(Kind.INTEGER, Kind.FLOATING),
    PROD(Kind.INTEGER, Kind.FLOATING),
    MAX(Kind.INTEGER, Kind.FLOATING),
    MIN(Kind.INTEGER, Kind.FLOATING),
    LAND(Kind.INTEGER, Kind.LOGICAL),
    LOR(Kind.INTEGER, Kind.LOGICAL),
    LXOR(Kind.INTEGER, Kind.LOGICAL),
    BAND(Kind.INTEGER, Kind.BITS),
    BOR(Kind.INTEGER, Kind.BITS),
    BXOR(Kind.INTEGER, Kind.BITS),
    REPLACE(Kind.values()),
    NO_OP(Kind.values());

    private final Set<Kind> kinds;

    AccumulateOp(Kind... kinds) {
        this.kinds = EnumSet.of(kinds[0], kinds);
    }

    /** Whether the MPI standard defines this operation on {@code element} (MPI-3.1 §5.9.2). */
    public boolean appliesTo(Element element) {
        return kinds.contains(element.kind());
    }

    /**
     * {@code target[i] = target[i] op operand[i]} for {@code count} elements, both buffers read from their
     * positions (which stay where they are).
     */
    public void combine(Element element, ByteBuffer target, ByteBuffer operand, int count) {
        int t = target.position();
        int o = operand.position();
        int size = element.bytes();
        for (int i = 0; i < count; i++, t += size, o += size) {
            if (element.kind() == Kind.FLOATING) {
                double value = apply(get(element, target, t), get(element, operand, o));
                if (element == Element.FLOAT) {
                    target.putFloat(t, (float) value);
                } else {
                    target.putDouble(t, value);
                }
            } else {
                put(element, target, t, apply(integer(element, target, t), integer(element, operand, o)));
            }
        }
    }

    private long apply(long a, long b) {
        return switch (this) {
            case SUM -> a + b;
            case PROD -> a * b;
            case MAX -> Math.max(a, b);
            case MIN -> Math.min(a, b);
            case LAND -> a != 0 && b != 0 ? 1 : 0;
            case LOR -> a != 0 || b != 0 ? 1 : 0;
            case LXOR -> (a != 0) != (b != 0) ? 1 : 0;
            case BAND -> a & b;
            case BOR -> a | b;
            case BXOR -> a ^ b;
            case REPLACE -> b;
            case NO_OP -> a;
        };
    }

    private double apply(double a, double b) {
        return switch (this) {
            case SUM -> a + b;
            case PROD -> a * b;
            case MAX -> Math.max(a, b);
            case MIN -> Math.min(a, b);
            case REPLACE -> b;
            case NO_OP -> a;
            default -> throw new IllegalStateException(this + " on floating point");
        };
    }

    private static double get(Element element, ByteBuffer buffer, int at) {
        return element == Element.FLOAT ? buffer.getFloat(at) : buffer.getDouble(at);
    }

    private static long integer(Element element, ByteBuffer buffer, int at) {
        return switch (element) {
            case BYTE, BOOLEAN -> buffer.get(at);
            case CHAR -> buffer.getChar(at);
            case SHORT -> buffer.getShort(at);
            case INT -> buffer.getInt(at);
            default -> buffer.getLong(at);
        };
    }

    private static void put(Element element, ByteBuffer buffer, int at, long value) {
        switch (element) {
            case BYTE, BOOLEAN -> buffer.put(at, (byte) value);
            case CHAR -> buffer.putChar(at, (char) value);
            case SHORT -> buffer.putShort(at, (short) value);
            case INT -> buffer.putInt(at, (int) value);
            default -> buffer.putLong(at, value);
        }
    }
}

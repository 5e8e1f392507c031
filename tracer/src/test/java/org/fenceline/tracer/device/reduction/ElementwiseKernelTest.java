package org.fenceline.tracer.device.reduction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The shared kernels on packed native-order data, as both reductions and accumulates apply them. */
class ElementwiseKernelTest {
    private static final Set<ElementKind> PAIRS = EnumSet.of(ElementKind.INT2, ElementKind.SHORT_INT,
            ElementKind.LONG_INT, ElementKind.FLOAT_INT, ElementKind.DOUBLE_INT);

    private static ByteBuffer packed(ElementKind kind, int count) {
        return ByteBuffer.allocateDirect(kind.packedBytes() * count).order(ByteOrder.nativeOrder());
    }

    @Test
    void everyOperationIsDefinedExactlyWhereMpiDefinesIt() {
        assertNull(PredefinedOp.SUM.kernel(ElementKind.BYTE));
        assertNull(PredefinedOp.SUM.kernel(ElementKind.BOOLEAN));
        assertNull(PredefinedOp.LAND.kernel(ElementKind.BYTE));
        assertNull(PredefinedOp.BAND.kernel(ElementKind.DOUBLE));
        assertNull(PredefinedOp.MAX.kernel(ElementKind.FLOAT_COMPLEX));
        assertNotNull(PredefinedOp.PROD.kernel(ElementKind.DOUBLE_COMPLEX));
        for (ElementKind kind : ElementKind.values()) {
            assertNotNull(PredefinedOp.REPLACE.kernel(kind), "REPLACE on " + kind);
            assertNotNull(PredefinedOp.NO_OP.kernel(kind), "NO_OP on " + kind);
            boolean pair = PAIRS.contains(kind);
            assertEquals(pair, PredefinedOp.MAXLOC.kernel(kind) != null, "MAXLOC on " + kind);
            assertEquals(pair, PredefinedOp.MINLOC.kernel(kind) != null, "MINLOC on " + kind);
            if (pair) {
                assertNull(PredefinedOp.MAX.kernel(kind), "MAX on " + kind);
                assertNull(PredefinedOp.SUM.kernel(kind), "SUM on " + kind);
            }
        }
    }

    /** Element 0: a better value wins; 1: equal values, lower index incoming; 2: equal, higher index incoming. */
    @ParameterizedTest
    @EnumSource(value = ElementKind.class, names = {"INT2", "SHORT_INT", "LONG_INT", "FLOAT_INT", "DOUBLE_INT"})
    void locationTakesTheBetterValueAndOnTiesTheLowerIndex(ElementKind kind) {
        for (boolean max : new boolean[] {true, false}) {
            int better = max ? 9 : -9;
            ByteBuffer in = packed(kind, 3);
            ByteBuffer inOut = packed(kind, 3);
            putPair(kind, in, 0, better, 30);
            putPair(kind, inOut, 0, 4, 1);
            putPair(kind, in, 1, 4, 2);
            putPair(kind, inOut, 1, 4, 7);
            putPair(kind, in, 2, 4, 8);
            putPair(kind, inOut, 2, 4, 3);
            (max ? PredefinedOp.MAXLOC : PredefinedOp.MINLOC).kernel(kind).apply(in, inOut, 3);
            String op = (max ? "MAXLOC " : "MINLOC ") + kind;
            assertEquals(better, value(kind, inOut, 0), op + " value");
            assertEquals(30, index(kind, inOut, 0), op + " index of the better value");
            assertEquals(2, index(kind, inOut, 1), op + " lower incoming index on a tie");
            assertEquals(3, index(kind, inOut, 2), op + " lower kept index on a tie");
            assertEquals(4, value(kind, inOut, 2), op + " tied value");
        }
    }

    @Test
    void kernelsWorkFromIndexZeroAndLeavePositionsAlone() {
        ByteBuffer in = packed(ElementKind.INT, 2).putInt(0, 5).putInt(4, 6).position(4);
        ByteBuffer inOut = packed(ElementKind.INT, 2).putInt(0, 10).putInt(4, 20).position(8);
        PredefinedOp.SUM.kernel(ElementKind.INT).apply(in, inOut, 2);
        assertEquals(15, inOut.getInt(0));
        assertEquals(26, inOut.getInt(4));
        assertEquals(4, in.position());
        assertEquals(8, inOut.position());
    }

    @Test
    void integersWrapAndCharsCompareUnsigned() {
        ByteBuffer in = packed(ElementKind.INT, 1).putInt(0, Integer.MAX_VALUE);
        ByteBuffer inOut = packed(ElementKind.INT, 1).putInt(0, 1);
        PredefinedOp.SUM.kernel(ElementKind.INT).apply(in, inOut, 1);
        assertEquals(Integer.MIN_VALUE, inOut.getInt(0));
        ByteBuffer chars = packed(ElementKind.CHAR, 1).putChar(0, '\uffff');
        ByteBuffer kept = packed(ElementKind.CHAR, 1).putChar(0, 'a');
        PredefinedOp.MAX.kernel(ElementKind.CHAR).apply(chars, kept, 1);
        assertEquals('\uffff', kept.getChar(0));
    }

    @Test
    void logicalResultsAreOneOrZeroOfTheElementType() {
        ByteBuffer in = packed(ElementKind.LONG, 3).putLong(0, 5).putLong(8, 0).putLong(16, 1L << 40);
        ByteBuffer inOut = packed(ElementKind.LONG, 3).putLong(0, 7).putLong(8, 3).putLong(16, 1L << 50);
        PredefinedOp.LAND.kernel(ElementKind.LONG).apply(in, inOut, 3);
        assertEquals(1, inOut.getLong(0));
        assertEquals(0, inOut.getLong(8));
        assertEquals(1, inOut.getLong(16));
        ByteBuffer a = packed(ElementKind.BOOLEAN, 2).put(0, (byte) 1).put(1, (byte) 1);
        ByteBuffer b = packed(ElementKind.BOOLEAN, 2).put(0, (byte) 1).put(1, (byte) 0);
        PredefinedOp.LXOR.kernel(ElementKind.BOOLEAN).apply(a, b, 2);
        assertEquals(0, b.get(0));
        assertEquals(1, b.get(1));
    }

    @Test
    void complexProductMultipliesComplexNumbers() {
        ByteBuffer in = packed(ElementKind.DOUBLE_COMPLEX, 1).putDouble(0, 1).putDouble(8, 2);
        ByteBuffer inOut = packed(ElementKind.DOUBLE_COMPLEX, 1).putDouble(0, 3).putDouble(8, 4);
        PredefinedOp.PROD.kernel(ElementKind.DOUBLE_COMPLEX).apply(in, inOut, 1);
        assertEquals(-5.0, inOut.getDouble(0));
        assertEquals(10.0, inOut.getDouble(8));
        ByteBuffer floats = packed(ElementKind.FLOAT_COMPLEX, 1).putFloat(0, 1).putFloat(4, 2);
        ByteBuffer sum = packed(ElementKind.FLOAT_COMPLEX, 1).putFloat(0, 3).putFloat(4, 4);
        PredefinedOp.SUM.kernel(ElementKind.FLOAT_COMPLEX).apply(floats, sum, 1);
        assertEquals(4f, sum.getFloat(0));
        assertEquals(6f, sum.getFloat(4));
    }

    @Test
    void bitwiseOperationsCoverWholeWordsAndTheTail() {
        ByteBuffer in = packed(ElementKind.BYTE, 11);
        ByteBuffer inOut = packed(ElementKind.BYTE, 11);
        for (int i = 0; i < 11; i++) {
            in.put(i, (byte) 0x0F);
            inOut.put(i, (byte) (0x30 + i));
        }
        PredefinedOp.BOR.kernel(ElementKind.BYTE).apply(in, inOut, 11);
        for (int i = 0; i < 11; i++) {
            assertEquals((byte) (0x3F | i), inOut.get(i), "byte " + i);
        }
    }

    @Test
    void replaceStoresTheIncomingElementsAndNoOpKeepsTheTarget() {
        ByteBuffer in = packed(ElementKind.DOUBLE_INT, 1).putDouble(0, 2.5).putInt(8, 4);
        ByteBuffer inOut = packed(ElementKind.DOUBLE_INT, 1).putDouble(0, 7.5).putInt(8, 1);
        PredefinedOp.NO_OP.kernel(ElementKind.DOUBLE_INT).apply(in, inOut, 1);
        assertEquals(7.5, inOut.getDouble(0));
        assertEquals(1, inOut.getInt(8));
        PredefinedOp.REPLACE.kernel(ElementKind.DOUBLE_INT).apply(in, inOut, 1);
        assertEquals(2.5, inOut.getDouble(0));
        assertEquals(4, inOut.getInt(8));
    }

    private static void putPair(ElementKind kind, ByteBuffer b, int element, int value, int index) {
        int at = element * kind.packedBytes();
        switch (kind) {
            case SHORT_INT -> b.putShort(at, (short) value);
            case LONG_INT -> b.putLong(at, value);
            case FLOAT_INT -> b.putFloat(at, value);
            case DOUBLE_INT -> b.putDouble(at, value);
            default -> b.putInt(at, value);
        }
        b.putInt(at + kind.packedBytes() - Integer.BYTES, index);
    }

    private static double value(ElementKind kind, ByteBuffer b, int element) {
        int at = element * kind.packedBytes();
        return switch (kind) {
            case SHORT_INT -> b.getShort(at);
            case LONG_INT -> b.getLong(at);
            case FLOAT_INT -> b.getFloat(at);
            case DOUBLE_INT -> b.getDouble(at);
            default -> b.getInt(at);
        };
    }

    private static int index(ElementKind kind, ByteBuffer b, int element) {
        return b.getInt((element + 1) * kind.packedBytes() - Integer.BYTES);
    }
}

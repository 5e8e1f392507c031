package org.fenceline.tracer.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

class TypeLayoutTest {
    private static final TypeLayout INT = TypeLayout.predefined(BaseType.INT);
    private static final TypeLayout DOUBLE = TypeLayout.predefined(BaseType.DOUBLE);

    @Test
    void contiguousTypesMergeIntoOneBlock() {
        TypeLayout t = TypeLayout.contiguous(5, TypeLayout.contiguous(3, INT));
        assertTrue(t.isContiguous());
        assertEquals(1, t.blockCount());
        assertEquals(60, t.size());
        assertEquals(60, t.extent());
    }

    @Test
    void vectorBoundsFollowTheStandard() {
        TypeLayout v = TypeLayout.stridedBlocks(3, 2, 5 * 4, INT);
        assertEquals(0, v.lb());
        assertEquals((2 * 5 + 2) * 4, v.extent());
        assertEquals(6 * 4, v.size());
        assertFalse(v.isContiguous());
        TypeLayout r = TypeLayout.resized(v, -4, 8);
        assertEquals(-4, r.lb());
        assertEquals(8, r.extent());
        assertEquals(v.trueExtent(), r.trueExtent());
    }

    @Test
    void pairTypesAreLaidOutAsCStructs() {
        TypeLayout shortInt = TypeLayout.pair(BaseType.SHORT, BaseType.INT);
        assertEquals(6, shortInt.size());
        assertEquals(8, shortInt.extent());
        TypeLayout doubleInt = TypeLayout.pair(BaseType.DOUBLE, BaseType.INT);
        assertEquals(12, doubleInt.size());
        assertEquals(16, doubleInt.extent());
        assertEquals(BaseType.BYTE, doubleInt.base());
        assertEquals(4, doubleInt.primitivesIn(24));
        // 33 bytes: two pairs, one double and a single byte of an int, which is no element.
        assertEquals(MpiConstants.UNDEFINED, doubleInt.primitivesIn(33));
        assertEquals(5, doubleInt.primitivesIn(32));
    }

    @Test
    void structCountsPrimitivesIncludingAPartialCopy() {
        TypeLayout s = TypeLayout.struct(new int[] {2, 1}, new long[] {0, 8}, new TypeLayout[] {INT, DOUBLE});
        assertEquals(16, s.size());
        assertEquals(3, s.primitivesIn(16));
        assertEquals(3 + 2, s.primitivesIn(16 + 8));
    }

    @Test
    void packsAndUnpacksAVectorOfInts() {
        TypeLayout column = TypeLayout.stridedBlocks(3, 1, 3 * 4, INT);
        int[] matrix = {0, 1, 2, 3, 4, 5, 6, 7, 8};
        ElementBuffer source = ElementBuffer.of(matrix);
        ByteBuffer packed = ByteBuffer.allocate(12).order(ByteOrder.nativeOrder());
        for (int i = 0; i < column.blockCount(); i++) {
            source.read(column.blockOffset(i), column.blockLength(i), packed);
        }
        packed.flip();
        int[] back = new int[9];
        ElementBuffer target = ElementBuffer.of(back);
        for (int i = 0; i < column.blockCount(); i++) {
            target.write(packed, column.blockOffset(i), column.blockLength(i));
        }
        assertArrayEquals(new int[] {0, 0, 0, 3, 0, 0, 6, 0, 0}, back);
    }
}

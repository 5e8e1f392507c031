package org.fenceline.tracer.runtime.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.fenceline.tracer.runtime.BaseType;
import org.fenceline.tracer.runtime.DataType;
import org.fenceline.tracer.runtime.TypeLayout;
import org.junit.jupiter.api.Test;

/** How a view maps etype offsets to byte regions of the file, and which filetypes can tile one. */
class ViewTest {
    private static final DataType INT = DataType.predefined(BaseType.INT);

    @Test
    void aContiguousViewIsOneRegionFromItsDisplacement() {
        View.Regions r = new View(8, INT, INT).regions(2, 8);
        assertArrayEquals(new long[] {16}, r.positions());
        assertArrayEquals(new int[] {8}, r.lengths());
    }

    @Test
    void aVectorFiletypeSkipsItsHolesAndTilesAtItsExtent() {
        // Ints at bytes 0, 16, 32 of every 36: the third int of a copy touches the first of the next one.
        View view = new View(0, INT, DataType.vector(3, 1, 4, INT));
        View.Regions first = view.regions(0, 12);
        assertArrayEquals(new long[] {0, 16, 32}, first.positions());
        assertArrayEquals(new int[] {4, 4, 4}, first.lengths());
        View.Regions across = view.regions(2, 12);
        assertArrayEquals(new long[] {32, 52}, across.positions());
        assertArrayEquals(new int[] {8, 4}, across.lengths());
        assertEquals(36 + 16, view.byteOffset(4));
    }

    @Test
    void theEndOfFileCountsTheEtypesOfTheViewBeforeIt() {
        View view = new View(4, INT, DataType.vector(3, 1, 4, INT));
        assertEquals(0, view.offsetAt(4));
        assertEquals(1, view.offsetAt(8));
        assertEquals(2, view.offsetAt(4 + 17));
        assertEquals(4, view.offsetAt(4 + 36 + 4));
    }

    @Test
    void aSubarrayIsItsRowsInsideTheWholeArray() {
        // The 2 x 2 block at (1, 1) of a 4 x 4 int array, C order: elements 5-6 and 9-10.
        TypeLayout block = DataType.subarray(new int[] {4, 4}, new int[] {2, 2}, new int[] {1, 1},
                DataType.ORDER_C, INT).layout();
        assertEquals(2, block.blockCount());
        assertEquals(20, block.blockOffset(0));
        assertEquals(36, block.blockOffset(1));
        assertEquals(8, block.blockLength(1));
        assertEquals(0, block.lb());
        assertEquals(64, block.extent());
        TypeLayout fortran = DataType.subarray(new int[] {4, 4}, new int[] {2, 2}, new int[] {1, 0},
                DataType.ORDER_FORTRAN, INT).layout();
        assertEquals(4, fortran.blockOffset(0));
        assertEquals(20, fortran.blockOffset(1));
    }

    @Test
    void aFiletypeMustHoldWholeEtypesInAscendingOrder() {
        DataType bytes = DataType.predefined(BaseType.BYTE);
        assertNull(View.tilingProblem(INT, DataType.vector(2, 1, 3, INT)));
        assertTrue(View.tilingProblem(INT, DataType.contiguous(3, bytes)).contains("whole etypes"));
        assertTrue(View.tilingProblem(INT, DataType.indexed(new int[] {1, 1}, new int[] {2, 0}, INT))
                .contains("below the end of the previous one"));
        assertTrue(View.tilingProblem(INT, DataType.resized(DataType.contiguous(2, INT), 0, 4))
                .contains("beyond its extent"));
    }
}

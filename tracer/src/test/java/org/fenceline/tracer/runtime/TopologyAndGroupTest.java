package org.fenceline.tracer.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class TopologyAndGroupTest {
    @Test
    void dimsAreBalancedAndNonIncreasing() {
        int[] d = new int[2];
        assertNull(GridDims.fill(12, d));
        assertArrayEquals(new int[] {4, 3}, d);
        d = new int[3];
        assertNull(GridDims.fill(64, d));
        assertArrayEquals(new int[] {4, 4, 4}, d);
        d = new int[] {0, 3, 0};
        assertNull(GridDims.fill(24, d));
        assertArrayEquals(new int[] {4, 3, 2}, d);
        assertNotNull(GridDims.fill(10, new int[] {3, 0}));
    }

    @Test
    void cartesianCoordinatesAreRowMajorAndShiftsWrapOnlyWhenPeriodic() {
        CartTopology t = new CartTopology(new int[] {2, 3}, new boolean[] {false, true});
        assertArrayEquals(new int[] {1, 2}, t.coords(5));
        assertEquals(5, t.rank(new int[] {1, 2}));
        assertArrayEquals(new int[] {5, 4}, t.shift(3, 1, 1));
        assertArrayEquals(new int[] {MpiConstants.PROC_NULL, 3}, t.shift(0, 0, 1));
        assertEquals(3, t.sub(new boolean[] {false, true}).size());
    }

    @Test
    void groupSetOperationsKeepMpiOrder() {
        ProcessGroup a = new ProcessGroup(new int[] {4, 1, 2});
        ProcessGroup b = new ProcessGroup(new int[] {2, 3, 4});
        assertArrayEquals(new int[] {4, 1, 2, 3}, ProcessGroup.union(a, b).worldRanks());
        assertArrayEquals(new int[] {4, 2}, ProcessGroup.intersection(a, b).worldRanks());
        assertArrayEquals(new int[] {1}, ProcessGroup.difference(a, b).worldRanks());
        assertArrayEquals(new int[] {2, MpiConstants.UNDEFINED, 0},
                ProcessGroup.translateRanks(a, new int[] {0, 1, 2}, b));
        assertEquals(MpiConstants.SIMILAR, ProcessGroup.compare(a, new ProcessGroup(new int[] {1, 2, 4})));
    }
}

package org.fenceline.analyzer.rootcause;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The propagation's sparse per-wait-state sums give what a full array per wait state would. */
class CausedWaitingTest {
    @Test
    void sumsEachKindAndHandsThemBackInKindOrderOnce() {
        CausedWaiting caused = new CausedWaiting(3, 5);
        caused.add(1, 4, 1.5);
        caused.add(1, 2, 2.0);
        caused.add(1, 4, 0.5);
        caused.add(1, 0, 3.0);
        caused.add(1, 3, 1.0);
        caused.add(2, 1, 7.0);
        int[] kinds = new int[5];
        double[] ns = new double[5];
        int n = caused.take(1, kinds, ns);
        assertEquals(4, n);
        assertArrayEquals(new int[] {0, 2, 3, 4}, Arrays.copyOf(kinds, n));
        assertArrayEquals(new double[] {3.0, 2.0, 1.0, 2.0}, Arrays.copyOf(ns, n));
        assertEquals(0, caused.take(1, kinds, ns), "taken once");
        assertEquals(0, caused.take(0, kinds, ns), "nothing caused");
        assertEquals(1, caused.take(2, kinds, ns));
        assertEquals(1, kinds[0]);
        assertEquals(7.0, ns[0]);
    }

    @Test
    void aKindWhoseSumIsZeroIsLeftOut() {
        CausedWaiting caused = new CausedWaiting(1, 3);
        caused.add(0, 2, 0.0);
        caused.add(0, 1, 4.0);
        int[] kinds = new int[3];
        double[] ns = new double[3];
        assertEquals(1, caused.take(0, kinds, ns));
        assertEquals(1, kinds[0]);
    }
}

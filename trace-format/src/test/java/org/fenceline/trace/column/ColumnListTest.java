package org.fenceline.trace.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link IntList} and {@link LongList}: reserving room and trimming never change what the lists hold. */
class ColumnListTest {
    @Test
    void reservingKeepsTheValuesAndTheSize() {
        IntList ints = new IntList();
        LongList longs = new LongList();
        for (int i = 0; i < 1000; i++) {
            ints.add(i * 3);
            longs.add(i * 3L << 32);
        }
        ints.reserve(100_000);
        longs.reserve(100_000);
        ints.reserve(10);      // smaller than the size: nothing changes
        longs.reserve(10);
        for (int i = 1000; i < 150_000; i++) {   // past what was reserved: grows as before
            ints.add(i * 3);
            longs.add(i * 3L << 32);
        }
        assertEquals(150_000, ints.size());
        assertEquals(150_000, longs.size());
        for (int i = 0; i < 150_000; i++) {
            assertEquals(i * 3, ints.get(i));
            assertEquals(i * 3L << 32, longs.get(i));
        }
        assertThrows(IndexOutOfBoundsException.class, () -> ints.get(150_000));
        assertThrows(IndexOutOfBoundsException.class, () -> longs.get(150_000));
    }

    @Test
    void aReservationForAProjectionThatCameOutAFewRowsHighIsNotCopiedAgain() {
        for (int projected : new int[] {1000, 3_200_059, 50_000_000}) {
            int reserved = ListCapacity.reserved(projected);
            assertFalse(ListCapacity.worthTrimming(reserved, projected), "exact projection of " + projected);
            assertFalse(ListCapacity.worthTrimming(reserved, projected - projected / 64), "1/64 high: " + projected);
            assertTrue(ListCapacity.worthTrimming(reserved, projected / 2), "twice too high: " + projected);
        }
    }

    @Test
    void trimmingAfterAReservationKeepsTheValuesAndTheBound() {
        for (int size : new int[] {0, 1, 15, 16, 17, 1000, 1063, 1064, 1100, 4000}) {
            IntList ints = new IntList();
            LongList longs = new LongList();
            ints.reserve(1000);
            longs.reserve(1000);
            for (int i = 0; i < size; i++) {
                ints.add(-i);
                longs.add(-i);
            }
            ints.trim();
            longs.trim();
            assertEquals(size, ints.size());
            assertEquals(size, longs.size());
            for (int i = 0; i < size; i++) {
                assertEquals(-i, ints.get(i));
                assertEquals(-i, longs.get(i));
            }
            assertThrows(IndexOutOfBoundsException.class, () -> ints.set(size, 1));
            assertThrows(IndexOutOfBoundsException.class, () -> longs.set(size, 1));
            ints.add(7);
            longs.add(7);
            assertEquals(7, ints.get(size));
            assertEquals(7, longs.get(size));
        }
    }

    @Test
    void reservationsAreIgnoredBySpilledColumns(@TempDir Path dir) throws Exception {
        try (SpillFile file = SpillFile.create(dir)) {
            IntColumn ints = file.ints();
            LongColumn longs = file.longs();
            ints.reserve(1 << 20);
            longs.reserve(1 << 20);
            assertEquals(0, ints.size());
            for (int i = 0; i < 5000; i++) {
                ints.add(i);
                longs.add(i);
            }
            assertEquals(4999, ints.get(4999));
            assertEquals(4999, longs.get(4999));
        }
    }
}

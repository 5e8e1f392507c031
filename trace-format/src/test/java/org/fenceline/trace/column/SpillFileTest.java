package org.fenceline.trace.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SpillFileTest {
    /** More values than three full-sized chunks hold, so that reads and writes cross every kind of chunk boundary. */
    private static final int INTS = 3 * SpillFile.CHUNK_BYTES / Integer.BYTES + 17;
    private static final int LONGS = 3 * SpillFile.CHUNK_BYTES / Long.BYTES + 17;

    @Test
    void columnsReadBackWhatWasWrittenAcrossChunks(@TempDir Path dir) throws IOException {
        try (SpillFile file = SpillFile.create(dir)) {
            IntColumn ints = file.ints();
            LongColumn longs = file.longs();
            for (int i = 0; i < LONGS; i++) {
                longs.add(i * 0x1_0000_0001L - 5);
            }
            for (int i = 0; i < INTS; i++) {
                ints.add(-i);
            }
            assertEquals(INTS, ints.size());
            assertEquals(LONGS, longs.size());
            for (int i = 0; i < INTS; i++) {
                assertEquals(-i, ints.get(i));
            }
            for (int i = 0; i < LONGS; i++) {
                assertEquals(i * 0x1_0000_0001L - 5, longs.get(i));
            }
        }
    }

    @Test
    void setReplacesOneValueAnywhere(@TempDir Path dir) throws IOException {
        try (SpillFile file = SpillFile.create(dir)) {
            LongColumn longs = file.longs();
            for (int i = 0; i < LONGS; i++) {
                longs.add(i);
            }
            int first = SpillFile.FIRST_CHUNK_BYTES / Long.BYTES;
            // The ends of the first chunk, of a doubled one, of the last doubled one and of a full-sized one.
            int[] edges = {first - 1, 3 * first - 1, 255 * first - 1, 255 * first + SpillFile.CHUNK_BYTES / 8 - 1};
            for (int edge : edges) {
                longs.set(edge, -edge);
                longs.set(edge + 1, Long.MAX_VALUE - edge);
            }
            for (int edge : edges) {
                assertEquals(edge - 1, longs.get(edge - 1));
                assertEquals(-edge, longs.get(edge));
                assertEquals(Long.MAX_VALUE - edge, longs.get(edge + 1));
                assertEquals(edge + 2, longs.get(edge + 2));
            }
        }
    }

    @Test
    void aShortColumnTakesAPageALongOneWholeChunks(@TempDir Path dir) throws IOException {
        try (SpillFile file = SpillFile.create(dir)) {
            file.ints().add(7);
            assertEquals(SpillFile.FIRST_CHUNK_BYTES, file.bytes());
            LongColumn longs = file.longs();
            for (int i = 0; i < LONGS; i++) {
                longs.add(i);
            }
            long taken = file.bytes() - SpillFile.FIRST_CHUNK_BYTES;
            assertTrue(taken >= (long) LONGS * Long.BYTES && taken < (long) LONGS * Long.BYTES + SpillFile.CHUNK_BYTES,
                    taken + " bytes for " + LONGS + " longs");
        }
    }

    @Test
    void doublesReadBackExactlyAsBits(@TempDir Path dir) throws IOException {
        double[] values = {0.1 + 0.2, -0.0, Double.MIN_VALUE, Double.NaN, 1e300 * 10};
        try (SpillFile file = SpillFile.create(dir)) {
            LongColumn column = file.longs();
            for (double v : values) {
                column.add(Double.doubleToRawLongBits(v));
            }
            for (int i = 0; i < values.length; i++) {
                assertEquals(Double.doubleToRawLongBits(values[i]),
                        Double.doubleToRawLongBits(Double.longBitsToDouble(column.get(i))));
            }
        }
    }

    @Test
    void indicesOutsideTheColumnAreRejected(@TempDir Path dir) throws IOException {
        try (SpillFile file = SpillFile.create(dir)) {
            IntColumn ints = file.ints();
            ints.add(1);
            assertThrows(IndexOutOfBoundsException.class, () -> ints.get(1));
            assertThrows(IndexOutOfBoundsException.class, () -> ints.set(-1, 0));
        }
    }

    @Test
    void leavesNothingInItsDirectory(@TempDir Path dir) throws IOException {
        try (SpillFile file = SpillFile.create(dir)) {
            LongColumn column = file.longs();
            for (int i = 0; i < LONGS; i++) {
                column.add(i);
            }
            // Removed from the directory at once (here, on POSIX), while the column stays readable.
            try (Stream<Path> entries = Files.list(dir)) {
                assertEquals(0, entries.count());
            }
            assertEquals(LONGS - 1, column.get(LONGS - 1));
        }
        try (Stream<Path> entries = Files.list(dir)) {
            assertEquals(0, entries.count());
        }
    }

    @Test
    void columnsOfOneFileGrowIndependently(@TempDir Path dir) throws IOException {
        try (SpillFile file = SpillFile.create(dir)) {
            IntColumn a = file.ints();
            IntColumn b = file.ints();
            for (int i = 0; i < INTS; i++) {
                a.add(i);
                b.add(~i);
            }
            for (int i = 0; i < INTS; i++) {
                assertEquals(i, a.get(i));
                assertEquals(~i, b.get(i));
            }
        }
    }
}

package org.fenceline.analyzer.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SpillFileTest {
    /** More values than three chunks hold, so that reads and writes cross chunk boundaries. */
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
            int lastOfFirstChunk = SpillFile.CHUNK_BYTES / Long.BYTES - 1;
            longs.set(lastOfFirstChunk, Long.MIN_VALUE);
            longs.set(lastOfFirstChunk + 1, Long.MAX_VALUE);
            assertEquals(lastOfFirstChunk - 1, longs.get(lastOfFirstChunk - 1));
            assertEquals(Long.MIN_VALUE, longs.get(lastOfFirstChunk));
            assertEquals(Long.MAX_VALUE, longs.get(lastOfFirstChunk + 1));
            assertEquals(lastOfFirstChunk + 2, longs.get(lastOfFirstChunk + 2));
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
            assertEquals(4L * SpillFile.CHUNK_BYTES, file.bytes());
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

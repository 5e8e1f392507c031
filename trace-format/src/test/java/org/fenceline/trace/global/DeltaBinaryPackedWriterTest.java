package org.fenceline.trace.global;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Random;
import java.util.function.IntToLongFunction;
import org.apache.parquet.bytes.ByteBufferInputStream;
import org.apache.parquet.bytes.HeapByteBufferAllocator;
import org.apache.parquet.column.values.delta.DeltaBinaryPackingValuesReader;
import org.apache.parquet.column.values.delta.DeltaBinaryPackingValuesWriterForInteger;
import org.apache.parquet.column.values.delta.DeltaBinaryPackingValuesWriterForLong;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The own DELTA_BINARY_PACKED writer writes the bytes parquet-java's writer writes for the same values, and
 * parquet-java's reader reads them back value for value: as the first page of a new writer (which has to grow its
 * buffer) and after a page of other values, as on the encoder thread (nothing of a previous page may show).
 */
class DeltaBinaryPackedWriterTest {
    private static final String[] PATTERNS = {"increasing", "even", "small", "constant", "random", "extremes"};

    @ParameterizedTest
    @ValueSource(strings = {"increasing", "even", "small", "constant", "random", "extremes"})
    void longsAsParquetWritesAndReadsThem(String name) throws IOException {
        for (int count : DeltaBinaryPackedTest.COUNTS) {
            for (String before : PATTERNS) {
                DeltaBinaryPackedWriter own = new DeltaBinaryPackedWriter();
                boolean first = before.equals(PATTERNS[0]);
                long[] earlier = longs(DeltaBinaryPackedTest.pattern(before, new Random(-count)), 700);
                if (!first) {
                    own.encode(earlier, earlier.length);
                }
                long[] values = longs(DeltaBinaryPackedTest.pattern(name, new Random(count)), count);
                DeltaBinaryPackingValuesWriterForLong parquet = new DeltaBinaryPackingValuesWriterForLong(128, 4,
                        1024, 1 << 20, new HeapByteBufferAllocator());
                for (long v : values) {
                    parquet.writeLong(v);
                }
                own.encode(values, count);
                String what = name + ", " + count + " values " + (first ? "first" : "after " + before);
                byte[] encoded = Arrays.copyOf(own.bytes(), own.size());
                assertArrayEquals(parquet.getBytes().toByteArray(), encoded, what);
                DeltaBinaryPackingValuesReader reader = new DeltaBinaryPackingValuesReader();
                reader.initFromPage(count, ByteBufferInputStream.wrap(ByteBuffer.wrap(encoded)));
                for (int i = 0; i < count; i++) {
                    assertEquals(values[i], reader.readLong(), what + ", value " + i);
                }
                if (count > 0) {
                    assertEquals(Arrays.stream(values).min().getAsLong(), own.min(), what);
                    assertEquals(Arrays.stream(values).max().getAsLong(), own.max(), what);
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"increasing", "even", "small", "constant", "random", "extremes"})
    void intsAsParquetWritesAndReadsThem(String name) throws IOException {
        for (int count : DeltaBinaryPackedTest.COUNTS) {
            for (String before : PATTERNS) {
                DeltaBinaryPackedWriter own = new DeltaBinaryPackedWriter();
                boolean first = before.equals(PATTERNS[0]);
                int[] earlier = ints(DeltaBinaryPackedTest.pattern(before, new Random(-count)), 700);
                if (!first) {
                    own.encode(earlier, earlier.length);
                }
                int[] values = ints(DeltaBinaryPackedTest.pattern(name, new Random(count)), count);
                DeltaBinaryPackingValuesWriterForInteger parquet = new DeltaBinaryPackingValuesWriterForInteger(128,
                        4, 1024, 1 << 20, new HeapByteBufferAllocator());
                for (int v : values) {
                    parquet.writeInteger(v);
                }
                own.encode(values, count);
                String what = name + ", " + count + " values " + (first ? "first" : "after " + before);
                byte[] encoded = Arrays.copyOf(own.bytes(), own.size());
                assertArrayEquals(parquet.getBytes().toByteArray(), encoded, what);
                DeltaBinaryPackingValuesReader reader = new DeltaBinaryPackingValuesReader();
                reader.initFromPage(count, ByteBufferInputStream.wrap(ByteBuffer.wrap(encoded)));
                for (int i = 0; i < count; i++) {
                    assertEquals(values[i], reader.readInteger(), what + ", value " + i);
                }
                if (count > 0) {
                    assertEquals(Arrays.stream(values).min().getAsInt(), own.min(), what);
                    assertEquals(Arrays.stream(values).max().getAsInt(), own.max(), what);
                }
            }
        }
    }

    private static long[] longs(IntToLongFunction pattern, int count) {
        long[] values = new long[count];
        for (int i = 0; i < count; i++) {
            values[i] = pattern.applyAsLong(i);
        }
        return values;
    }

    private static int[] ints(IntToLongFunction pattern, int count) {
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = (int) pattern.applyAsLong(i);
        }
        return values;
    }
}

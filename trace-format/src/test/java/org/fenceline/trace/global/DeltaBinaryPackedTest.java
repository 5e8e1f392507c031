package org.fenceline.trace.global;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Random;
import java.util.function.IntToLongFunction;
import org.apache.parquet.bytes.ByteBufferInputStream;
import org.apache.parquet.bytes.HeapByteBufferAllocator;
import org.apache.parquet.column.values.delta.DeltaBinaryPackingValuesReader;
import org.apache.parquet.column.values.delta.DeltaBinaryPackingValuesWriterForInteger;
import org.apache.parquet.column.values.delta.DeltaBinaryPackingValuesWriterForLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The own DELTA_BINARY_PACKED decoder reads what parquet-java writes, value for value, as parquet-java reads it. */
class DeltaBinaryPackedTest {

    static final int[] COUNTS = {0, 1, 2, 31, 32, 33, 127, 128, 129, 1000, 20_000};

    /**
     * Value patterns: timestamps, evenly ticking values (every delta the minimum: zero-width miniblocks), small ids,
     * constants, random signed values, and extremes that overflow deltas.
     */
    static IntToLongFunction pattern(String name, Random random) {
        return switch (name) {
            case "increasing" -> i -> 1_000_000_000L + 37L * i + random.nextInt(5);
            case "even" -> i -> 5 - 7L * i;
            case "small" -> i -> random.nextInt(16) - 1;
            case "constant" -> i -> 42;
            case "random" -> i -> random.nextLong();
            default -> i -> i % 2 == 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        };
    }

    @ParameterizedTest
    @ValueSource(strings = {"increasing", "even", "small", "constant", "random", "extremes"})
    void longsAsParquetReadsThem(String name) throws IOException {
        for (int count : COUNTS) {
            IntToLongFunction values = pattern(name, new Random(count));
            DeltaBinaryPackingValuesWriterForLong writer = new DeltaBinaryPackingValuesWriterForLong(128, 4, 1024,
                    1 << 20, new HeapByteBufferAllocator());
            for (int i = 0; i < count; i++) {
                writer.writeLong(values.applyAsLong(i));
            }
            ByteBuffer page = writer.getBytes().toByteBuffer();
            long[] expected = new long[count];
            DeltaBinaryPackingValuesReader reader = new DeltaBinaryPackingValuesReader();
            reader.initFromPage(count, ByteBufferInputStream.wrap(page.duplicate()));
            for (int i = 0; i < count; i++) {
                expected[i] = reader.readLong();
            }
            long[] actual = new long[count + 3];
            DeltaBinaryPacked.decodeLongs(page, count, actual, 3);
            assertArrayEquals(expected, java.util.Arrays.copyOfRange(actual, 3, count + 3), name + ", " + count);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"increasing", "even", "small", "constant", "random", "extremes"})
    void intsAsParquetReadsThem(String name) throws IOException {
        for (int count : COUNTS) {
            IntToLongFunction values = pattern(name, new Random(count));
            DeltaBinaryPackingValuesWriterForInteger writer = new DeltaBinaryPackingValuesWriterForInteger(128, 4,
                    1024, 1 << 20, new HeapByteBufferAllocator());
            for (int i = 0; i < count; i++) {
                writer.writeInteger((int) values.applyAsLong(i));
            }
            ByteBuffer page = writer.getBytes().toByteBuffer();
            int[] expected = new int[count];
            DeltaBinaryPackingValuesReader reader = new DeltaBinaryPackingValuesReader();
            reader.initFromPage(count, ByteBufferInputStream.wrap(page.duplicate()));
            for (int i = 0; i < count; i++) {
                expected[i] = reader.readInteger();
            }
            int[] actual = new int[count];
            DeltaBinaryPacked.decodeInts(page, count, actual, 0);
            assertArrayEquals(expected, actual, name + ", " + count);
        }
    }

    @Test
    void aTruncatedOrMiscountedPageIsAnErrorNotGarbage() throws IOException {
        DeltaBinaryPackingValuesWriterForLong writer = new DeltaBinaryPackingValuesWriterForLong(128, 4, 1024,
                1 << 20, new HeapByteBufferAllocator());
        Random random = new Random(1);
        for (int i = 0; i < 500; i++) {
            writer.writeLong(random.nextLong());
        }
        ByteBuffer page = writer.getBytes().toByteBuffer();
        assertThrows(IOException.class, () -> DeltaBinaryPacked.decodeLongs(page, 499, new long[500], 0));
        ByteBuffer truncated = page.duplicate().limit(page.limit() / 2);
        assertThrows(IOException.class, () -> DeltaBinaryPacked.decodeLongs(truncated, 500, new long[500], 0));
    }
}

package org.fenceline.trace.global;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * A decoder of Parquet's DELTA_BINARY_PACKED encoding (the format's Encodings.md), the encoding Fenceline writes for
 * every column, straight into the caller's array. parquet-java's reader first decodes a whole page into a buffer of
 * its own and then hands the values out one call at a time; on the analyzer's read path that was a quarter of the
 * whole analysis. Layout: a header (values per block, miniblocks per block, value count, first value as zigzag
 * ULEB128), then blocks of a zigzag minimum delta, one bit width per miniblock and the miniblocks, each holding
 * (delta − minimum) of its values bit-packed little-endian; miniblocks after the last value are not stored.
 */
final class DeltaBinaryPacked {
    private final ByteBuffer in;
    private int bitWidth;

    private DeltaBinaryPacked(ByteBuffer page) {
        this.in = page.duplicate().order(ByteOrder.LITTLE_ENDIAN);
    }

    /** Decodes {@code count} INT64 values from {@code page} into {@code out} from {@code offset}. */
    static void decodeLongs(ByteBuffer page, int count, long[] out, int offset) throws IOException {
        new DeltaBinaryPacked(page).decode(count, out, null, offset);
    }

    /** Decodes {@code count} INT32 values; the deltas wrap as the writer's did. */
    static void decodeInts(ByteBuffer page, int count, int[] out, int offset) throws IOException {
        new DeltaBinaryPacked(page).decode(count, null, out, offset);
    }

    private void decode(int count, long[] longs, int[] ints, int offset) throws IOException {
        int blockValues = (int) unsignedVarLong();
        int miniblocks = (int) unsignedVarLong();
        long total = unsignedVarLong();
        long value = zigzagVarLong();
        if (blockValues <= 0 || blockValues % 128 != 0 || miniblocks <= 0 || blockValues % miniblocks != 0
                || (blockValues / miniblocks) % 32 != 0) {
            throw new IOException("DELTA_BINARY_PACKED header: " + blockValues + " values per block in "
                    + miniblocks + " miniblocks");
        }
        if (total != count) {
            throw new IOException("DELTA_BINARY_PACKED page holds " + total + " values, the page header says "
                    + count);
        }
        if (count == 0) {
            return;
        }
        int perMiniblock = blockValues / miniblocks;
        int[] widths = new int[miniblocks];
        long[] unpacked = new long[perMiniblock];
        put(longs, ints, offset, value);
        int done = 1;
        while (done < count) {
            long minDelta = zigzagVarLong();
            for (int m = 0; m < miniblocks; m++) {
                widths[m] = Byte.toUnsignedInt(in.get());
                if (widths[m] > 64) {
                    throw new IOException("DELTA_BINARY_PACKED bit width " + widths[m]);
                }
            }
            for (int m = 0; m < miniblocks && done < count; m++) {
                bitWidth = widths[m];
                unpack(unpacked, perMiniblock);
                int n = Math.min(perMiniblock, count - done);
                for (int i = 0; i < n; i++) {
                    value += minDelta + unpacked[i];
                    put(longs, ints, offset + done + i, value);
                }
                done += n;
            }
        }
    }

    private static void put(long[] longs, int[] ints, int at, long value) {
        if (longs != null) {
            longs[at] = value;
        } else {
            ints[at] = (int) value;
        }
    }

    /** Reads one miniblock of {@code n} values of {@link #bitWidth} bits, least significant bit first. */
    private void unpack(long[] out, int n) throws IOException {
        int width = bitWidth;
        if (width == 0) {
            Arrays.fill(out, 0, n, 0L);
            return;
        }
        int bytes = n * width / 8;
        if (in.remaining() < bytes) {
            throw new IOException("DELTA_BINARY_PACKED miniblock of " + bytes + " bytes, " + in.remaining() + " left");
        }
        int start = in.position();
        long mask = width == 64 ? -1L : (1L << width) - 1;
        long bit = 0;
        for (int i = 0; i < n; i++, bit += width) {
            int at = start + (int) (bit >>> 3);
            int shift = (int) (bit & 7);
            // Up to 64 + 7 bits span at most 9 bytes; gather 8 little-endian bytes, then the ninth if needed.
            long word = wordAt(at, start + bytes);
            long v = word >>> shift;
            if (shift + width > 64) {
                v |= (long) Byte.toUnsignedInt(in.get(at + 8)) << (64 - shift);
            }
            out[i] = v & mask;
        }
        in.position(start + bytes);
    }

    /** Eight bytes from {@code at}, little-endian; bytes at or past {@code end} read as zero. */
    private long wordAt(int at, int end) {
        if (at + 8 <= end) {
            return in.getLong(at);
        }
        long word = 0;
        for (int b = 0; b < 8 && at + b < end; b++) {
            word |= (long) Byte.toUnsignedInt(in.get(at + b)) << (8 * b);
        }
        return word;
    }

    private long unsignedVarLong() throws IOException {
        long result = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (!in.hasRemaining()) {
                throw new IOException("DELTA_BINARY_PACKED: page ends inside a number");
            }
            int b = in.get();
            result |= (long) (b & 0x7f) << shift;
            if ((b & 0x80) == 0) {
                return result;
            }
        }
        throw new IOException("DELTA_BINARY_PACKED: number longer than 64 bits");
    }

    private long zigzagVarLong() throws IOException {
        long raw = unsignedVarLong();
        return (raw >>> 1) ^ -(raw & 1);
    }
}

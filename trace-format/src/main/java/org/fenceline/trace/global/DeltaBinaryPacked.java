package org.fenceline.trace.global;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

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
    /** The miniblock being unpacked as little-endian words, plus a zero word to read past its end. */
    private long[] words = new long[0];

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
        words = new long[perMiniblock + 2];
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
                int n = Math.min(perMiniblock, count - done);
                int at = offset + done;
                if (widths[m] == 0) {
                    // Every delta is the minimum (a constant column, or a clock ticking evenly): nothing to unpack.
                    value = longs != null ? constantDeltas(longs, at, n, value, minDelta)
                            : constantDeltas(ints, at, n, value, minDelta);
                } else {
                    bitWidth = widths[m];
                    readMiniblock(perMiniblock);
                    value = longs != null ? addDeltas(longs, at, n, value, minDelta)
                            : addDeltas(ints, at, n, value, minDelta);
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

    // One loop per output type, unpacking and summing in one pass: the analyzer reads every column through here,
    // mostly in code of the JIT's quick compiler, which does not split or fuse loops itself.

    private static long constantDeltas(long[] out, int at, int n, long value, long minDelta) {
        for (int i = 0; i < n; i++) {
            value += minDelta;
            out[at + i] = value;
        }
        return value;
    }

    private static long constantDeltas(int[] out, int at, int n, long value, long minDelta) {
        for (int i = 0; i < n; i++) {
            value += minDelta;
            out[at + i] = (int) value;
        }
        return value;
    }

    /** Adds the first {@code n} deltas of the miniblock in {@link #words} to {@code value}, storing each sum. */
    private long addDeltas(long[] out, int at, int n, long value, long minDelta) {
        long[] w = words;
        int width = bitWidth;
        long mask = width == 64 ? -1L : (1L << width) - 1;
        long bit = 0;
        for (int i = 0; i < n; i++, bit += width) {
            int word = (int) (bit >>> 6);
            int shift = (int) (bit & 63);
            long v = w[word] >>> shift;
            if (shift + width > 64) {
                v |= w[word + 1] << (64 - shift);
            }
            value += minDelta + (v & mask);
            out[at + i] = value;
        }
        return value;
    }

    private long addDeltas(int[] out, int at, int n, long value, long minDelta) {
        long[] w = words;
        int width = bitWidth;
        long mask = width == 64 ? -1L : (1L << width) - 1;
        long bit = 0;
        for (int i = 0; i < n; i++, bit += width) {
            int word = (int) (bit >>> 6);
            int shift = (int) (bit & 63);
            long v = w[word] >>> shift;
            if (shift + width > 64) {
                v |= w[word + 1] << (64 - shift);
            }
            value += minDelta + (v & mask);
            out[at + i] = (int) value;
        }
        return value;
    }

    /**
     * Reads one miniblock of {@code n} values of {@link #bitWidth} (1-64) bits, least significant bit first, into
     * {@link #words}: its bytes as little-endian words, so that each value is one or two shifts of them.
     */
    private void readMiniblock(int n) throws IOException {
        int width = bitWidth;
        int bytes = n * width / 8;
        if (in.remaining() < bytes) {
            throw new IOException("DELTA_BINARY_PACKED miniblock of " + bytes + " bytes, " + in.remaining() + " left");
        }
        int start = in.position();
        int full = bytes >>> 3;
        for (int w = 0; w < full; w++) {
            words[w] = in.getLong(start + 8 * w);
        }
        long tail = 0;
        for (int b = full * 8; b < bytes; b++) {
            tail |= (long) Byte.toUnsignedInt(in.get(start + b)) << (8 * (b - full * 8));
        }
        words[full] = tail;
        words[full + 1] = 0;
        in.position(start + bytes);
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

package org.fenceline.trace.global;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * An encoder of Parquet's DELTA_BINARY_PACKED encoding for one page from a primitive array, the counterpart of
 * {@link DeltaBinaryPacked} (which describes the layout). parquet-java's writer takes one value per call through
 * its column writer, updates statistics per value and packs through a packer object per miniblock; on the merge's
 * encoder thread that was most of the CPU. This one writes the bytes parquet-java's writer (128 values per block,
 * 4 miniblocks) writes for the same values, so a trace written with it is byte for byte the one written before:
 * including what parquet-java leaves in the padding of a block's last miniblock (the deltas of the page's previous
 * block, as its block buffer is reused) and in the bit widths of miniblocks after the last value (those of the
 * previous block). Readers ignore both; keeping them keeps the files comparable byte for byte.
 * One instance per encoding thread; {@link #bytes()} is valid until the next page is encoded.
 */
final class DeltaBinaryPackedWriter {
    private static final int BLOCK_VALUES = 128;
    private static final int MINIBLOCKS = 4;
    private static final int MINIBLOCK_VALUES = BLOCK_VALUES / MINIBLOCKS;
    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);

    /** The current block's deltas minus their minimum; entries after the block's last value are stale (see above). */
    private final long[] block = new long[BLOCK_VALUES];
    private final int[] widths = new int[MINIBLOCKS];
    private byte[] out = new byte[1024];
    private int size;
    private long min;
    private long max;

    /**
     * Encodes {@code values[0, n)} as an INT64 page. A page whose values are not all equal shows it within its first
     * few values, so only constant pages are read twice (once to find that they are, once skipped); the others have
     * their minimum and maximum taken in the pass that takes the deltas.
     */
    void encode(long[] values, int n) {
        long first = n == 0 ? 0 : values[0];
        start(n, first, false);
        int differing = 1;
        while (differing < n && values[differing] == first) {
            differing++;
        }
        if (differing >= n) {
            min = first;
            max = first;
            constantBlocks(n);
            return;
        }
        long lo = first;
        long hi = first;
        for (int start = 1; start < n; start += BLOCK_VALUES) {
            int count = Math.min(BLOCK_VALUES, n - start);
            long minDelta = Long.MAX_VALUE;
            long previous = values[start - 1];
            for (int i = 0; i < count; i++) {
                long v = values[start + i];
                long delta = v - previous;
                previous = v;
                block[i] = delta;
                minDelta = Math.min(minDelta, delta);
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
            flushBlock(count, minDelta, false);
        }
        min = lo;
        max = hi;
    }

    /** Encodes {@code values[0, n)} as an INT32 page: deltas wrap at 32 bits, as parquet-java's do. */
    void encode(int[] values, int n) {
        int first = n == 0 ? 0 : values[0];
        start(n, first, true);
        int differing = 1;
        while (differing < n && values[differing] == first) {
            differing++;
        }
        if (differing >= n) {
            min = first;
            max = first;
            constantBlocks(n);
            return;
        }
        int lo = first;
        int hi = first;
        for (int start = 1; start < n; start += BLOCK_VALUES) {
            int count = Math.min(BLOCK_VALUES, n - start);
            int minDelta = Integer.MAX_VALUE;
            int previous = values[start - 1];
            for (int i = 0; i < count; i++) {
                int v = values[start + i];
                int delta = v - previous;
                previous = v;
                block[i] = delta;
                minDelta = Math.min(minDelta, delta);
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
            flushBlock(count, minDelta, true);
        }
        min = lo;
        max = hi;
    }

    /** The encoded page: {@code bytes()[0, size())}. */
    byte[] bytes() {
        return out;
    }

    int size() {
        return size;
    }

    /** The smallest value of the last page (for its statistics). */
    long min() {
        return min;
    }

    long max() {
        return max;
    }

    private void start(int n, long first, boolean int32) {
        // A fresh parquet-java writer per page: zeroed block buffer and bit widths.
        Arrays.fill(block, 0);
        Arrays.fill(widths, 0);
        // Header (4 varints), then per block a varint, the widths and up to 4 full miniblocks of 64-bit values
        // (the last miniblock is padded to 32 values).
        int blocks = (n + BLOCK_VALUES - 1) / BLOCK_VALUES;
        int bound = 4 * 10 + blocks * (10 + MINIBLOCKS + BLOCK_VALUES * Long.BYTES);
        if (out.length < bound) {
            out = new byte[Math.max(bound, out.length * 2)];
        }
        size = 0;
        unsignedVarLong(BLOCK_VALUES);
        unsignedVarLong(MINIBLOCKS);
        unsignedVarLong(n);
        zigzag(first, int32);
    }

    /**
     * The blocks of a page whose {@code n} values are all equal, as {@link #flushBlock} writes them: many of a row
     * group's columns are (a location's column, and mostly NONE or 0 ones), and a zero minimum delta (one byte)
     * and four zero bit widths per block need no pass over the values. Nothing stale can show: widths and block
     * buffer are zero from the page's start and stay so.
     */
    private void constantBlocks(int n) {
        int blocks = (n - 1 + BLOCK_VALUES - 1) / BLOCK_VALUES;
        int bytes = blocks * (1 + MINIBLOCKS);
        Arrays.fill(out, size, size + bytes, (byte) 0);
        size += bytes;
    }

    /**
     * One block of {@code count} deltas: the minimum, 4 bit widths, then the miniblocks holding values; a 32-bit
     * page keeps its deltas as 32-bit two's complement (the low 32 bits of each entry).
     */
    private void flushBlock(int count, long minDelta, boolean int32) {
        long valueMask = int32 ? 0xFFFF_FFFFL : -1L;
        zigzag(minDelta, int32);
        int miniblocks = (count + MINIBLOCK_VALUES - 1) / MINIBLOCK_VALUES;
        for (int m = 0; m < miniblocks; m++) {
            long bits = 0;
            int end = Math.min((m + 1) * MINIBLOCK_VALUES, count);
            for (int i = m * MINIBLOCK_VALUES; i < end; i++) {
                long v = (block[i] - minDelta) & valueMask;
                block[i] = v;
                bits |= v;
            }
            widths[m] = 64 - Long.numberOfLeadingZeros(bits);
        }
        for (int m = 0; m < MINIBLOCKS; m++) {
            out[size++] = (byte) widths[m];
        }
        for (int m = 0; m < miniblocks; m++) {
            pack(m * MINIBLOCK_VALUES, widths[m]);
        }
    }

    /** One miniblock of 32 values of {@code width} bits, least significant bit first: 4 x width bytes. */
    private void pack(int from, int width) {
        if (width == 0) {
            return;
        }
        long mask = width == 64 ? -1L : (1L << width) - 1;
        long word = 0;
        int filled = 0;
        for (int i = from; i < from + MINIBLOCK_VALUES; i++) {
            long v = block[i] & mask;
            word |= v << filled;
            filled += width;
            if (filled >= 64) {
                LONG_LE.set(out, size, word);
                size += 8;
                filled -= 64;
                // The bits of v that did not fit (none when it ended exactly at the word's end).
                word = filled == 0 ? 0 : v >>> (width - filled);
            }
        }
        // 32 x width bits: a whole number of words, or half a word more when the width is odd.
        for (int b = 0; b < filled; b += 8) {
            out[size++] = (byte) (word >>> b);
        }
    }

    private void zigzag(long v, boolean int32) {
        if (int32) {
            int i = (int) v;
            unsignedVarLong(Integer.toUnsignedLong((i << 1) ^ (i >> 31)));
        } else {
            unsignedVarLong((v << 1) ^ (v >> 63));
        }
    }

    private void unsignedVarLong(long v) {
        while ((v & ~0x7FL) != 0) {
            out[size++] = (byte) ((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out[size++] = (byte) v;
    }
}

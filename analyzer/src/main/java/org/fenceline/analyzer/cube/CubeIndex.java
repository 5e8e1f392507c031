package org.fenceline.analyzer.cube;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A metric's {@code <id>.index} file: which rows its {@code .data} file holds. Layout (CubeW
 * {@code cube_metric_finish}, CubeLib {@code CubeIndexHeader}): the 11 bytes {@code CUBEX.INDEX}, a uint32 1
 * in the writer's byte order (the reader's endianness test), uint16 version 0, uint8 format; for
 * {@code SPARSE} then a uint32 count N and N uint32 positions. A position is a call path's place in the
 * metric's enumeration (pre-order for EXCLUSIVE metrics, see {@link CubeMetricType}); rows appear in
 * ascending position order. {@code DENSE} means every call path has a row.
 *
 * @param order     byte order of the index and its data file
 * @param positions enumeration positions of the stored rows, ascending; {@code null} for DENSE
 */
record CubeIndex(ByteOrder order, int[] positions) {
    static final byte[] MARKER = "CUBEX.INDEX".getBytes(StandardCharsets.US_ASCII);
    static final int FORMAT_SPARSE = 1;
    static final int FORMAT_DENSE = 3;

    boolean dense() {
        return positions == null;
    }

    /** The file content, written little-endian as CubeW does on the x86/ARM machines Fenceline runs on. */
    static byte[] encodeSparse(int[] positions) {
        ByteBuffer b = ByteBuffer.allocate(MARKER.length + 4 + 2 + 1 + 4 + 4 * positions.length)
                .order(ByteOrder.LITTLE_ENDIAN);
        b.put(MARKER).putInt(1).putShort((short) 0).put((byte) FORMAT_SPARSE).putInt(positions.length);
        for (int p : positions) {
            b.putInt(p);
        }
        return b.array();
    }

    /**
     * Parses an index file.
     *
     * @throws IllegalArgumentException with the problem, for the caller to attach the file name
     */
    static CubeIndex decode(byte[] bytes, int enumerationSize) {
        if (bytes.length < MARKER.length + 7
                || !Arrays.equals(Arrays.copyOf(bytes, MARKER.length), MARKER)) {
            throw new IllegalArgumentException("does not start with CUBEX.INDEX");
        }
        ByteBuffer b = ByteBuffer.wrap(bytes, MARKER.length, bytes.length - MARKER.length)
                .order(ByteOrder.LITTLE_ENDIAN);
        int marker = b.getInt();
        ByteOrder order;
        if (marker == 1) {
            order = ByteOrder.LITTLE_ENDIAN;
        } else if (marker == 0x01000000) {
            order = ByteOrder.BIG_ENDIAN;
            b.order(order);
        } else {
            throw new IllegalArgumentException("bad endianness marker " + marker);
        }
        b.getShort();                                  // version: 0 in every file known
        int format = b.get() & 0xff;
        if (format == FORMAT_DENSE) {
            return new CubeIndex(order, null);
        }
        if (format != FORMAT_SPARSE) {
            throw new IllegalArgumentException("unsupported index format " + format
                    + " (only SPARSE=1 and DENSE=3 exist in practice)");
        }
        if (b.remaining() < 4) {
            throw new IllegalArgumentException("sparse index without a count");
        }
        long n = b.getInt() & 0xffffffffL;
        if (b.remaining() != n * 4) {
            throw new IllegalArgumentException("sparse index announces " + n + " entries but holds "
                    + b.remaining() + " bytes");
        }
        int[] positions = new int[(int) n];
        int previous = -1;
        for (int i = 0; i < n; i++) {
            positions[i] = b.getInt();
            if (positions[i] <= previous || positions[i] >= enumerationSize) {
                throw new IllegalArgumentException("sparse index entry " + positions[i]
                        + " is out of order or beyond the " + enumerationSize + " call paths");
            }
            previous = positions[i];
        }
        return new CubeIndex(order, positions);
    }
}

package org.fenceline.analyzer.cube;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * A metric's {@code <id>.data} file: {@code CUBEX.DATA} (10 bytes), then one row per indexed call path in
 * index order, each row one value per location in location-id order, in the index file's byte order. The
 * zlib variant (CubeW built with compression) is {@code ZCUBEX.DATA}, a uint64 row count N, N triples of
 * uint64 (uncompressed offset, compressed offset, compressed size), then the compressed rows; this class
 * reads it but never writes it.
 */
final class CubeData {
    static final byte[] MARKER = "CUBEX.DATA".getBytes(StandardCharsets.US_ASCII);
    static final byte[] COMPRESSED_MARKER = "ZCUBEX.DATA".getBytes(StandardCharsets.US_ASCII);

    private CubeData() {
    }

    /** Encodes rows of values (row-major, {@code rows x locations}) little-endian. */
    static byte[] encode(double[] values, ValueWriter writer) {
        ByteBuffer b = ByteBuffer.allocate(MARKER.length + values.length * 8).order(ByteOrder.LITTLE_ENDIAN);
        b.put(MARKER);
        for (double v : values) {
            writer.put(b, v);
        }
        return b.array();
    }

    /** How a value is stored: as a double, or rounded to a 64-bit integer. */
    interface ValueWriter {
        void put(ByteBuffer b, double v);

        ValueWriter DOUBLE = ByteBuffer::putDouble;
        ValueWriter INTEGER = (b, v) -> b.putLong(Math.round(v));
    }

    /**
     * Decodes a data file into {@code rows x locations} values.
     *
     * @throws IllegalArgumentException with the problem, for the caller to attach the file name
     */
    static double[] decode(byte[] bytes, ByteOrder order, CubeDataType type, int rows, int locations) {
        byte[] raw;
        if (startsWith(bytes, COMPRESSED_MARKER)) {
            raw = inflate(bytes, order);
        } else if (startsWith(bytes, MARKER)) {
            raw = Arrays.copyOfRange(bytes, MARKER.length, bytes.length);
        } else {
            throw new IllegalArgumentException("does not start with CUBEX.DATA or ZCUBEX.DATA");
        }
        long expected = (long) rows * locations * type.size;
        if (raw.length != expected) {
            throw new IllegalArgumentException("data size mismatch: " + rows + " rows x " + locations
                    + " locations x " + type.size + " bytes = " + expected + " bytes expected, " + raw.length
                    + " found");
        }
        ByteBuffer b = ByteBuffer.wrap(raw).order(order);
        double[] values = new double[rows * locations];
        for (int i = 0; i < values.length; i++) {
            values[i] = type.read(b);
        }
        return values;
    }

    private static byte[] inflate(byte[] bytes, ByteOrder order) {
        ByteBuffer b = ByteBuffer.wrap(bytes, COMPRESSED_MARKER.length, bytes.length - COMPRESSED_MARKER.length)
                .order(order);
        if (b.remaining() < 8) {
            throw new IllegalArgumentException("compressed data without a row count");
        }
        long n = b.getLong();
        if (n < 0 || n > b.remaining() / 24) {
            throw new IllegalArgumentException("compressed data announces " + n + " rows, too many for its size");
        }
        long[] sizes = new long[(int) n];
        for (int i = 0; i < n; i++) {
            b.getLong();                 // offset in the uncompressed stream: rows are stored in order anyway
            b.getLong();                 // offset of the compressed row: likewise
            sizes[i] = b.getLong();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] chunk = new byte[8192];
        Inflater inflater = new Inflater();
        try {
            for (long size : sizes) {
                if (size == 0) {
                    continue;
                }
                if (size > b.remaining()) {
                    throw new IllegalArgumentException("compressed row of " + size + " bytes exceeds the file");
                }
                inflater.reset();
                inflater.setInput(bytes, b.position() + b.arrayOffset(), (int) size);
                while (!inflater.finished()) {
                    int k = inflater.inflate(chunk);
                    if (k == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                        throw new IllegalArgumentException("compressed row is truncated");
                    }
                    out.write(chunk, 0, k);
                }
                b.position(b.position() + (int) size);
            }
        } catch (DataFormatException e) {
            throw new IllegalArgumentException("bad zlib data: " + e.getMessage());
        } finally {
            inflater.end();
        }
        return out.toByteArray();
    }

    private static boolean startsWith(byte[] bytes, byte[] prefix) {
        return bytes.length >= prefix.length && Arrays.equals(Arrays.copyOf(bytes, prefix.length), prefix);
    }
}

package org.fenceline.trace.otf2;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes one OTF2 file the way OTF2's {@code OTF2_Buffer} does (the inverse of {@link Otf2Input}): little-endian
 * chunks of the archive's chunk size, each with its header (and, in chunked files, the numbers of its first and
 * last event), padded with END_OF_CHUNK; compressed integers; records with their length; in event files a
 * TIMESTAMP record whenever the time changes and at the start of every chunk. The last chunk is written only as
 * far as it is used and ends with END_OF_BUFFER. Records are built in memory, then written by {@link #close()}.
 */
public final class Otf2Output implements AutoCloseable {
    private static final int LITTLE_ENDIAN = 0x42;
    private static final int CHUNKED_HEADER_BYTES = 18;

    private final Path file;
    private final int chunkSize;
    private final boolean chunked;
    private final boolean events;
    private final OutputStream out;
    private final byte[] chunk;
    private int pos;
    private byte[] record = new byte[1 << 12];
    private int recordPos;
    private long eventNumber;
    private long firstEventOfChunk;
    private long time = -1;
    /** The UINT64 attribute the next event carries ({@link #attribute}), or -1. */
    private int attribute = -1;
    private long attributeValue;

    private Otf2Output(Path file, int chunkSize, boolean chunked, boolean events) throws IOException {
        this.file = file;
        this.chunkSize = chunkSize;
        this.chunked = chunked;
        this.events = events;
        Files.createDirectories(file.toAbsolutePath().getParent());
        this.out = new java.io.BufferedOutputStream(Files.newOutputStream(file), 1 << 16);
        this.chunk = new byte[chunkSize];
        startChunk();
    }

    /** An event file: chunked, with timestamps. */
    public static Otf2Output events(Path file, int chunkSize) throws IOException {
        return new Otf2Output(file, chunkSize, true, true);
    }

    /** A definition file (global or local): chunked, no timestamps. */
    public static Otf2Output definitions(Path file, int chunkSize) throws IOException {
        return new Otf2Output(file, chunkSize, true, false);
    }

    /** The anchor file: one unchunked buffer. */
    public static Otf2Output anchor(Path file) throws IOException {
        return new Otf2Output(file, 1 << 16, false, false);
    }

    public Path file() {
        return file;
    }

    // ---- building a record ------------------------------------------------------------------------------------

    /** Starts a record of the given type (its attributes follow; {@link #endRecord()} adds the length). */
    public Otf2Output begin(int type) {
        recordPos = 0;
        record[recordPos++] = (byte) type;
        return this;
    }

    /** Room for {@code n} more bytes in the record being built (a group of many members is large). */
    private void room(int n) {
        if (recordPos + n > record.length) {
            record = java.util.Arrays.copyOf(record, Math.max(2 * record.length, recordPos + n));
        }
    }

    public Otf2Output u8(int v) {
        room(1);
        record[recordPos++] = (byte) v;
        return this;
    }

    /** A compressed uint32; -1 is UINT32_MAX ("undefined"). */
    public Otf2Output u32(int v) {
        return compressed(v & 0xFFFFFFFFL, v == -1, 4);
    }

    /** A compressed uint64 (or int64 as its two's complement); -1 is UINT64_MAX. */
    public Otf2Output u64(long v) {
        return compressed(v, v == -1, 8);
    }

    private Otf2Output compressed(long v, boolean undefined, int width) {
        room(9);
        if (undefined) {
            record[recordPos++] = (byte) 0xFF;
        } else {
            recordPos = compressedInto(record, recordPos, v, width);
        }
        return this;
    }

    public Otf2Output u64Full(long v) {
        room(8);
        for (int i = 0; i < 8; i++) {
            record[recordPos++] = (byte) (v >>> (8 * i));
        }
        return this;
    }

    public Otf2Output u32Full(int v) {
        room(4);
        for (int i = 0; i < 4; i++) {
            record[recordPos++] = (byte) (v >>> (8 * i));
        }
        return this;
    }

    public Otf2Output float64(double v) {
        return u64Full(Double.doubleToRawLongBits(v));
    }

    public Otf2Output string(String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        room(b.length + 1);
        System.arraycopy(b, 0, record, recordPos, b.length);
        recordPos += b.length;
        record[recordPos++] = 0;
        return this;
    }

    /** Appends raw bytes of the anchor file (no record framing). */
    public void raw() throws IOException {
        put(record, 0, recordPos);
    }

    /** Ends a definition record: type, length, attributes. */
    public void endRecord() throws IOException {
        put(withLength(), 0, recordPos + lengthBytes());
    }

    /**
     * Gives the next event an attribute of OTF2 type UINT64: {@code attribute} is its ATTRIBUTE definition's id.
     * It is written as the ATTRIBUTE_LIST record OTF2 puts between an event's TIMESTAMP and the event.
     */
    public void attribute(int attribute, long value) {
        this.attribute = attribute;
        this.attributeValue = value;
    }

    /**
     * Ends an event record at {@code time} (ns): a TIMESTAMP first if the time changed, the attribute list if
     * {@link #attribute} gave one, then the record. A singleton record (Enter, Leave, ... : one compressed
     * attribute) has no length.
     */
    public void endEvent(long time, boolean singleton) throws IOException {
        int length = singleton ? recordPos : recordPos + lengthBytes();
        byte[] bytes = singleton ? record : withLength();
        int attributesLength = attributeList();
        long needed = length + attributesLength + (time != this.time ? 9 : 0);
        if (pos + needed + 2 > chunkSize) {
            finishChunk();
            startChunk();
        }
        if (time != this.time) {
            chunk[pos++] = (byte) Otf2Input.TIMESTAMP;
            for (int i = 0; i < 8; i++) {
                chunk[pos++] = (byte) (time >>> (8 * i));
            }
            this.time = time;
        }
        System.arraycopy(attributes, 0, chunk, pos, attributesLength);
        pos += attributesLength;
        System.arraycopy(bytes, 0, chunk, pos, length);
        pos += length;
        eventNumber++;
    }

    /** The attribute list of the event being ended: type, length, count, id, type, value (at most 19 bytes). */
    private final byte[] attributes = new byte[2 + 2 + 5 + 1 + 9];

    /**
     * Encodes the pending attribute as an ATTRIBUTE_LIST (its length, the number of attributes, then each one's id,
     * type and value, compressed) into {@link #attributes}; returns its length, 0 without one.
     */
    private int attributeList() {
        if (attribute < 0) {
            return 0;
        }
        int n = 2;
        n = compressedInto(attributes, n, 1, 4);
        n = compressedInto(attributes, n, attribute & 0xFFFFFFFFL, 4);
        attributes[n++] = (byte) Otf2Type.UINT64;
        n = compressedInto(attributes, n, attributeValue, 8);
        attributes[0] = (byte) Otf2Input.ATTRIBUTE_LIST;
        attributes[1] = (byte) (n - 2);
        attribute = -1;
        return n;
    }

    /** {@code v} as a compressed integer of {@code width} bytes at most, into {@code b} at {@code at}. */
    private static int compressedInto(byte[] b, int at, long v, int width) {
        if (v == 0) {
            b[at++] = 0;
            return at;
        }
        int size = width;
        while (size > 1 && (v >>> (8 * (size - 1))) == 0) {
            size--;
        }
        b[at++] = (byte) size;
        for (int i = 0; i < size; i++) {
            b[at++] = (byte) (v >>> (8 * i));
        }
        return at;
    }

    private byte[] scratch = new byte[(1 << 12) + 9];

    private int lengthBytes() {
        return recordPos - 1 < 255 ? 1 : 9;
    }

    /** The record with its length inserted after the type byte. */
    private byte[] withLength() {
        int n = recordPos - 1;
        if (scratch.length < recordPos + 9) {
            scratch = new byte[recordPos + 9];
        }
        int p = 0;
        scratch[p++] = record[0];
        if (n < 255) {
            scratch[p++] = (byte) n;
        } else {
            scratch[p++] = (byte) 0xFF;
            for (int i = 0; i < 8; i++) {
                scratch[p++] = (byte) ((long) n >>> (8 * i));
            }
        }
        System.arraycopy(record, 1, scratch, p, n);
        return scratch;
    }

    private void put(byte[] b, int from, int length) throws IOException {
        if (length + CHUNKED_HEADER_BYTES + 2 > chunkSize) {
            throw new IOException(file + ": a record of " + length + " bytes does not fit a chunk of " + chunkSize);
        }
        if (pos + length + 2 > chunkSize) {
            if (!chunked) {
                throw new IOException(file + ": anchor file larger than " + chunkSize + " bytes");
            }
            finishChunk();
            startChunk();
        }
        System.arraycopy(b, from, chunk, pos, length);
        pos += length;
    }

    private void startChunk() {
        pos = 0;
        chunk[pos++] = (byte) Otf2Input.CHUNK_HEADER;
        chunk[pos++] = (byte) LITTLE_ENDIAN;
        if (chunked) {
            firstEventOfChunk = eventNumber + 1;
            pos = CHUNKED_HEADER_BYTES;
        }
        time = -1;
    }

    /** Completes a full chunk: header numbers, END_OF_CHUNK padding, written at full size. */
    private void finishChunk() throws IOException {
        writeHeaderNumbers();
        java.util.Arrays.fill(chunk, pos, chunkSize, (byte) Otf2Input.END_OF_CHUNK);
        out.write(chunk, 0, chunkSize);
    }

    private void writeHeaderNumbers() {
        if (chunked) {
            for (int i = 0; i < 8; i++) {
                chunk[2 + i] = (byte) (firstEventOfChunk >>> (8 * i));
                chunk[10 + i] = (byte) (eventNumber >>> (8 * i));
            }
        }
    }

    /** Writes the last chunk as far as it is used, ended by END_OF_FILE and END_OF_BUFFER (as OTF2 does). */
    @Override
    public void close() throws IOException {
        writeHeaderNumbers();
        chunk[pos++] = (byte) Otf2Input.END_OF_FILE;
        chunk[pos++] = (byte) Otf2Input.END_OF_BUFFER;
        out.write(chunk, 0, pos);
        out.close();
    }
}

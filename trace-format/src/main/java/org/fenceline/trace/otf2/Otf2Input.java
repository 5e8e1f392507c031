package org.fenceline.trace.otf2;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.fenceline.trace.CorruptTraceException;

/**
 * One OTF2 file in memory, decoded the way OTF2's {@code OTF2_Buffer} does it: a file is a sequence of chunks of
 * the archive's chunk size (the last one shorter); each starts with a header (OTF2_BUFFER_CHUNK_HEADER, the
 * endianness byte and, for chunked files, the numbers of its first and last event as two full uint64) and ends
 * with OTF2_BUFFER_END_OF_CHUNK bytes; the file's last chunk ends with OTF2_BUFFER_END_OF_BUFFER. The anchor file
 * is one unchunked buffer (a two-byte header).
 *
 * <p>Integers are <em>compressed</em>: a size byte n (0..4 for uint32, 0..8 for uint64) followed by the n low
 * bytes of the value in the buffer's byte order; the size byte 0 is the value 0 and 0xFF is UINT32_MAX or
 * UINT64_MAX (OTF2's "undefined"). Signed integers are stored as their unsigned two's complement. Timestamps
 * and other "full" values are 8 raw bytes; strings are NUL-terminated UTF-8.
 *
 * <p>Every problem is a {@link CorruptTraceException} naming the file and the byte offset.
 */
final class Otf2Input implements AutoCloseable {
    static final int END_OF_CHUNK = 0;
    static final int END_OF_BUFFER = 1;
    static final int END_OF_FILE = 2;
    static final int CHUNK_HEADER = 3;
    static final int TIMESTAMP = 5;
    static final int ATTRIBUTE_LIST = 6;

    private static final int BIG_ENDIAN = 0x23;
    private static final int LITTLE_ENDIAN = 0x42;
    private static final int CHUNKED_HEADER_BYTES = 18;

    private final Path file;
    /**
     * The open file, read a chunk at a time: event files are large, and a heap copy of a whole one would be garbage
     * at once; a mapping of one stays in the process's resident memory until the collector happens to free it,
     * which during an import was after all files had been mapped, twice (90 MB more peak RSS than the reads).
     */
    private final FileChannel channel;
    /**
     * The current chunk's bytes: a heap array reads several times faster than a mapped or direct buffer until the
     * JIT has compiled the decoder, which is much of a file's first pass (each byte of such a buffer goes through a
     * few calls of its bounds and scope checks before that).
     */
    private final byte[] chunk;
    private final int length;
    private final long chunkSize;
    private final boolean chunked;
    private int pos;
    private int chunkStart;
    private int chunkEnd;
    private boolean bigEndian;

    private Otf2Input(Path file, FileChannel channel, int length, long chunkSize, boolean chunked) {
        this.file = file;
        this.channel = channel;
        this.length = length;
        this.chunkSize = chunkSize;
        this.chunked = chunked;
        this.chunk = new byte[(int) Math.min(chunkSize, length)];
    }

    /** A chunked file (events, global and local definitions) of the given chunk size; reads the first header. */
    static Otf2Input chunked(Path file, long chunkSize) throws IOException {
        return open(file, chunkSize, true);
    }

    /** The anchor file: one unchunked buffer. */
    static Otf2Input unchunked(Path file) throws IOException {
        return open(file, -1, false);
    }

    private static Otf2Input open(Path file, long chunkSize, boolean chunked) throws IOException {
        FileChannel channel;
        try {
            channel = FileChannel.open(file, StandardOpenOption.READ);
        } catch (NoSuchFileException e) {
            throw new CorruptTraceException(file, "missing file of the OTF2 archive");
        }
        try {
            long size = channel.size();
            if (size > Integer.MAX_VALUE) {
                throw new CorruptTraceException(file, "larger than 2 GiB, more than one OTF2 file may hold");
            }
            Otf2Input in = new Otf2Input(file, channel, (int) size, chunked ? chunkSize : size, chunked);
            in.openChunk(0);
            return in;
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }

    Path file() {
        return file;
    }

    /** Byte offset of the next byte to read. */
    int position() {
        return pos;
    }

    void seek(int position) {
        pos = position;
    }

    /** Whether the read position is at the end of the file's bytes. */
    boolean atEndOfData() {
        return pos >= length;
    }

    /**
     * Moves to the next chunk after an END_OF_CHUNK byte. A file whose last chunk is full and ends without
     * END_OF_BUFFER has lost its remaining chunks: corrupt.
     */
    void nextChunk() throws IOException {
        long next = chunkStart + chunkSize;
        if (next >= length) {
            throw problem("truncated chunk sequence (the file ends after a full chunk, without END_OF_BUFFER)",
                    length);
        }
        openChunk((int) next);
    }

    private void openChunk(int start) throws IOException {
        chunkStart = start;
        chunkEnd = (int) Math.min((long) length, start + chunkSize);
        pos = start;
        if (chunkEnd - start < 2) {
            throw problem("truncated chunk header");
        }
        ByteBuffer into = ByteBuffer.wrap(chunk, 0, chunkEnd - start);
        while (into.hasRemaining()) {
            if (channel.read(into, start + into.position()) < 0) {
                throw problem("file shrank while being read", start + into.position());
            }
        }
        int header = chunk[pos++ - start] & 0xFF;
        if (header != CHUNK_HEADER) {
            throw problem(start == 0 ? "not an OTF2 file (no chunk header)" : "no chunk header", start);
        }
        int endianness = chunk[pos++ - start] & 0xFF;
        if (endianness != BIG_ENDIAN && endianness != LITTLE_ENDIAN) {
            throw problem("invalid endianness byte 0x" + Integer.toHexString(endianness), start + 1);
        }
        bigEndian = endianness == BIG_ENDIAN;
        if (chunked) {
            if (chunkEnd - start < CHUNKED_HEADER_BYTES) {
                throw problem("truncated chunk header", start);
            }
            pos = start + CHUNKED_HEADER_BYTES;
        }
    }

    /** Checks that {@code n} more bytes lie in the current chunk. */
    private void need(int n) throws CorruptTraceException {
        if (pos + (long) n > chunkEnd) {
            throw problem(chunkEnd < chunkStart + chunkSize && chunkEnd == length
                    ? "truncated chunk (file ends inside a record)" : "record runs past the end of its chunk");
        }
    }

    int u8() throws CorruptTraceException {
        need(1);
        return chunk[pos++ - chunkStart] & 0xFF;
    }

    /** Peeks at the next byte without consuming it. */
    int peek() throws CorruptTraceException {
        need(1);
        return chunk[pos - chunkStart] & 0xFF;
    }

    /** A compressed uint32; UINT32_MAX (undefined) comes back as -1. */
    int u32() throws CorruptTraceException {
        int start = pos;
        int size = u8();
        if (size == 0) {
            return 0;
        }
        if (size == 0xFF) {
            return -1;
        }
        if (size > 4) {
            throw problem("invalid size byte " + size + " of a compressed uint32", start);
        }
        return (int) bytes(size);
    }

    /** A compressed uint64 (or int64: two's complement); UINT64_MAX comes back as -1. */
    long u64() throws CorruptTraceException {
        int start = pos;
        int size = u8();
        if (size == 0) {
            return 0;
        }
        if (size == 0xFF) {
            return -1;
        }
        if (size > 8) {
            throw problem("invalid size byte " + size + " of a compressed uint64", start);
        }
        return bytes(size);
    }

    /**
     * 8 raw bytes (timestamps, full integers). Unrolled: every event record follows a timestamp, and the loop of
     * {@link #bytes} costs several times as much until (and, with the quick compiler alone, after) it is compiled.
     */
    long u64Full() throws CorruptTraceException {
        need(8);
        byte[] c = chunk;
        int at = pos - chunkStart;
        pos += 8;
        if (bigEndian) {
            return (c[at] & 0xFFL) << 56 | (c[at + 1] & 0xFFL) << 48 | (c[at + 2] & 0xFFL) << 40
                    | (c[at + 3] & 0xFFL) << 32 | (c[at + 4] & 0xFFL) << 24 | (c[at + 5] & 0xFFL) << 16
                    | (c[at + 6] & 0xFFL) << 8 | (c[at + 7] & 0xFFL);
        }
        return (c[at] & 0xFFL) | (c[at + 1] & 0xFFL) << 8 | (c[at + 2] & 0xFFL) << 16 | (c[at + 3] & 0xFFL) << 24
                | (c[at + 4] & 0xFFL) << 32 | (c[at + 5] & 0xFFL) << 40 | (c[at + 6] & 0xFFL) << 48
                | (c[at + 7] & 0xFFL) << 56;
    }

    /** 4 raw bytes. */
    int u32Full() throws CorruptTraceException {
        return (int) bytes(4);
    }

    double float64() throws CorruptTraceException {
        return Double.longBitsToDouble(bytes(8));
    }

    /** The low {@code n} bytes of a value, in the chunk's byte order. */
    private long bytes(int n) throws CorruptTraceException {
        need(n);
        long v = 0;
        int at = pos - chunkStart;
        if (bigEndian) {
            for (int i = 0; i < n; i++) {
                v = (v << 8) | (chunk[at + i] & 0xFFL);
            }
        } else {
            for (int i = n - 1; i >= 0; i--) {
                v = (v << 8) | (chunk[at + i] & 0xFFL);
            }
        }
        pos += n;
        return v;
    }

    String string() throws CorruptTraceException {
        int start = pos;
        int end = start;
        while (end < chunkEnd && chunk[end - chunkStart] != 0) {
            end++;
        }
        if (end >= chunkEnd) {
            throw problem("string without terminating NUL byte", start);
        }
        pos = end + 1;
        return new String(chunk, start - chunkStart, end - start, java.nio.charset.StandardCharsets.UTF_8);
    }

    /**
     * Reads a record's length (one byte, or 0xFF and 8 full bytes) and returns the position of the record's end,
     * after checking that the record lies in the chunk.
     */
    int recordEnd() throws CorruptTraceException {
        int start = pos;
        long length = u8();
        if (length == 0xFF) {
            length = u64Full();
        }
        if (pos + length > chunkEnd) {
            throw problem(chunkEnd == length && chunkEnd < chunkStart + chunkSize
                    ? "truncated chunk (record of " + length + " bytes runs past the end of the file)"
                    : "record of " + length + " bytes runs past the end of its chunk", start);
        }
        return (int) (pos + length);
    }

    /** Skips a singleton record's one compressed value. */
    void skipCompressed() throws CorruptTraceException {
        int start = pos;
        int size = u8();
        if (size == 0xFF) {
            return;
        }
        if (size > 8) {
            throw problem("invalid size byte " + size + " of a compressed integer", start);
        }
        need(size);
        pos += size;
    }

    /** Ends a record: jumps to its announced end (skipping attributes a newer OTF2 version appended). */
    void endRecord(int end) throws CorruptTraceException {
        if (pos > end) {
            throw problem("record content runs past its announced length", end);
        }
        pos = end;
    }

    CorruptTraceException problem(String what) {
        return problem(what, pos);
    }

    CorruptTraceException problem(String what, int offset) {
        return new CorruptTraceException(file, what + " at byte offset " + offset);
    }
}

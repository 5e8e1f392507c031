package org.fenceline.trace.local;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.CRC32;
import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;

/**
 * Reads one local trace file record by record, as a cursor: {@link #next()} advances, then either
 * {@link #definition()} or the event accessors ({@link #type()}, {@link #time()}, ...) describe the record,
 * and {@link #event()} materialises it. The accessors allocate nothing, so a scan over millions of events
 * stays cheap; ids are the file's local ids.
 *
 * <p>Checks: magic, version, header checksum, every chunk's checksum, every record's structure, that every
 * id an event or definition refers to was defined before, and that no id is defined twice with different
 * content. A violation throws {@link CorruptTraceException} naming the file and the byte offset. A file that
 * merely ends early (no end record, or a last chunk cut off) is not an error: the records before are
 * delivered and {@link #truncation()} says where and why it ends.
 */
public final class LocalTraceReader implements AutoCloseable {
    private final Path file;
    private final FileChannel channel;
    private final int location;
    private final CRC32 crc = new CRC32();
    private final ByteBuffer frameHeader = ByteBuffer.allocate(LocalFormat.FRAME_HEADER_BYTES)
            .order(ByteOrder.LITTLE_ENDIAN);

    private final DefinedIds regions = new DefinedIds("region");
    private final DefinedIds callSites = new DefinedIds("call site");
    private final DefinedIds groups = new DefinedIds("group");
    private final DefinedIds comms = new DefinedIds("communicator");
    private final DefinedIds windows = new DefinedIds("window");
    private boolean locationSeen;

    /** Payload of the current chunk, and where it lies in the file. */
    private byte[] chunk = new byte[0];
    private int chunkEnd;
    private int pos;
    private long chunkFileOffset;
    private long nextFrameOffset = LocalFormat.HEADER_BYTES;
    private long chunksRead;
    private boolean ended;
    private Truncation truncation;

    /** The current record. */
    private long recordOffset;
    private LocalDefinition definition;
    private EventType type;
    private long time;
    private int region;
    private int callSite;
    private int comm;
    private int window;
    private int partner;
    private int tag;
    private long bytes;
    private long recvBytes;
    private long request;
    private int flags;
    private long events;

    private LocalTraceReader(Path file, FileChannel channel) throws IOException {
        this.file = file;
        this.channel = channel;
        ByteBuffer h = ByteBuffer.allocate(LocalFormat.HEADER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        int n = readAt(h, 0);
        byte[] magic = new byte[LocalFormat.MAGIC.length];
        h.get(0, magic);
        if (n < LocalFormat.MAGIC.length || !Arrays.equals(magic, LocalFormat.MAGIC)) {
            throw corrupt(0, "not a Fenceline local trace (bad magic)");
        }
        if (n < LocalFormat.HEADER_BYTES) {
            throw corrupt(n, "header cut off after " + n + " of " + LocalFormat.HEADER_BYTES + " bytes");
        }
        crc.update(h.array(), 0, LocalFormat.HEADER_BYTES - 4);
        if ((int) crc.getValue() != h.getInt(LocalFormat.HEADER_BYTES - 4)) {
            throw corrupt(0, "header checksum mismatch");
        }
        int version = h.getInt(8);
        if (version != LocalFormat.VERSION) {
            throw corrupt(8, "unsupported local trace version " + version + " (this reader knows "
                    + LocalFormat.VERSION + ")");
        }
        this.location = h.getInt(12);
        this.time = h.getLong(16);
    }

    public static LocalTraceReader open(Path file) throws IOException {
        FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
        try {
            return new LocalTraceReader(file, channel);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    public Path file() {
        return file;
    }

    /** The location id from the file header. */
    public int location() {
        return location;
    }

    /** Advances to the next record; false at the end of the readable data. */
    public boolean next() throws IOException {
        while (pos >= chunkEnd) {
            if (ended || !readFrame()) {
                return false;
            }
        }
        recordOffset = chunkFileOffset + pos;
        int tagByte = chunk[pos++] & 0xFF;
        EventType t = EventType.ofCode(tagByte);
        if (t != null) {
            readEvent(t);
            definition = null;
            events++;
        } else {
            definition = readDefinition(tagByte);
            type = null;
        }
        return true;
    }

    public boolean isDefinition() {
        return definition != null;
    }

    /** The current definition, or null if the current record is an event. */
    public LocalDefinition definition() {
        return definition;
    }

    /** Byte offset of the current record in the file (for messages). */
    public long recordOffset() {
        return recordOffset;
    }

    /** Events read so far. */
    public long eventCount() {
        return events;
    }

    /** Set once {@link #next()} returned false if the file ended before its end record. */
    public Optional<Truncation> truncation() {
        return Optional.ofNullable(truncation);
    }

    public EventType type() {
        return type;
    }

    public long time() {
        return time;
    }

    public int region() {
        return region;
    }

    public int callSite() {
        return callSite;
    }

    /** Communicator id, or the group id for WINEXIT (as in {@link Event#comm()}). */
    public int comm() {
        return comm;
    }

    public int window() {
        return window;
    }

    public int partner() {
        return partner;
    }

    public int tag() {
        return tag;
    }

    public long bytes() {
        return bytes;
    }

    public long recvBytes() {
        return recvBytes;
    }

    public long request() {
        return request;
    }

    public int flags() {
        return flags;
    }

    /** The current event as a record (local ids, raw time). */
    public Event event() {
        if (type == null) {
            throw new IllegalStateException("current record is not an event");
        }
        return new Event(location, time, type, region, callSite, comm, window, partner, tag, bytes, recvBytes,
                request, flags);
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }

    // ---- frames -------------------------------------------------------------------------------------------

    /** Reads the next frame; false at the end (clean or truncated). */
    private boolean readFrame() throws IOException {
        long frameOffset = nextFrameOffset;
        frameHeader.clear();
        int n = readAt(frameHeader, frameOffset);
        if (n == 0) {
            return truncated(frameOffset, "file ends without end record (the writer was not closed)");
        }
        if (n < LocalFormat.FRAME_HEADER_BYTES) {
            return truncated(frameOffset, "last chunk cut off inside its frame header");
        }
        byte kind = frameHeader.get(0);
        int length = frameHeader.getInt(1);
        int expectedCrc = frameHeader.getInt(5);
        if (kind != LocalFormat.FRAME_CHUNK && kind != LocalFormat.FRAME_END) {
            throw corrupt(frameOffset, "unknown frame kind " + kind);
        }
        if (length < 0 || length > LocalFormat.MAX_PAYLOAD_BYTES
                || kind == LocalFormat.FRAME_END && length != LocalFormat.END_PAYLOAD_BYTES) {
            throw corrupt(frameOffset + 1, "implausible frame length " + Integer.toUnsignedString(length));
        }
        if (chunk.length < length) {
            chunk = new byte[Math.max(length, chunk.length * 2)];
        }
        long payloadOffset = frameOffset + LocalFormat.FRAME_HEADER_BYTES;
        int got = readAt(ByteBuffer.wrap(chunk, 0, length), payloadOffset);
        if (got < length) {
            return truncated(frameOffset, "last chunk cut off: " + got + " of " + length + " bytes present");
        }
        crc.reset();
        crc.update(chunk, 0, length);
        if ((int) crc.getValue() != expectedCrc) {
            throw corrupt(frameOffset, "chunk checksum mismatch");
        }
        nextFrameOffset = payloadOffset + length;
        if (kind == LocalFormat.FRAME_END) {
            long declared = ByteBuffer.wrap(chunk, 0, length).order(ByteOrder.LITTLE_ENDIAN).getLong();
            if (declared != chunksRead) {
                throw corrupt(frameOffset, "end record counts " + declared + " chunks, file has " + chunksRead);
            }
            if (nextFrameOffset != channel.size()) {
                throw corrupt(nextFrameOffset, "data after the end record");
            }
            ended = true;
            return false;
        }
        chunksRead++;
        chunkFileOffset = payloadOffset;
        chunkEnd = length;
        pos = 0;
        return true;
    }

    private boolean truncated(long offset, String problem) {
        truncation = new Truncation(offset, problem);
        ended = true;
        return false;
    }

    private int readAt(ByteBuffer b, long offset) throws IOException {
        int total = 0;
        while (b.hasRemaining()) {
            int n = channel.read(b, offset + total);
            if (n < 0) {
                break;
            }
            total += n;
        }
        return total;
    }

    // ---- records ------------------------------------------------------------------------------------------

    private void readEvent(EventType t) throws IOException {
        type = t;
        long delta = readLong();
        if (delta <= 0) {
            throw corrupt(recordOffset, "timestamp does not increase (delta " + delta + ")");
        }
        time += delta;
        region = Event.NONE;
        callSite = Event.NONE;
        comm = Event.NONE;
        window = Event.NONE;
        partner = Event.NONE;
        tag = Event.NONE;
        bytes = 0;
        recvBytes = 0;
        request = 0;
        flags = 0;
        switch (t) {
            case ENTER -> {
                region = regions.check(readInt());
                callSite = callSites.checkOptional(readId());
            }
            case EXIT -> region = regions.check(readInt());
            case SEND, RECV -> {
                comm = comms.checkOptional(readId());
                partner = readSigned();
                tag = readSigned();
                bytes = readLong();
                request = readLong();
                flags = readInt();
            }
            case SEND_COMPLETE, REQUEST_CANCELLED -> request = readLong();
            case RECV_REQUEST -> {
                comm = comms.checkOptional(readId());
                partner = readSigned();
                tag = readSigned();
                request = readLong();
                flags = EventFlags.NON_BLOCKING;
            }
            case COLLEXIT -> {
                region = regions.check(readInt());
                comm = comms.checkOptional(readId());
                partner = readSigned();
                bytes = readLong();
                recvBytes = readLong();
            }
            case PUT_1TS, PUT_1TE, GET_1TO, GET_1TS, GET_1TE, PUT_1TE_REMOTE, GET_1TS_REMOTE -> {
                window = windows.checkOptional(readId());
                partner = readSigned();
                bytes = readLong();
                request = readLong();
                flags = readInt();
            }
            case WINEXIT -> {
                region = regions.check(readInt());
                window = windows.checkOptional(readId());
                comm = groups.checkOptional(readId());
                flags = readInt();
            }
            case WINCOLLEXIT -> {
                region = regions.check(readInt());
                window = windows.checkOptional(readId());
            }
            case LOCK_REQUEST, LOCK_ACQUIRED, LOCK_RELEASE -> {
                window = windows.checkOptional(readId());
                partner = readSigned();
                flags = readInt();
            }
        }
    }

    private LocalDefinition readDefinition(int tagByte) throws IOException {
        switch (tagByte) {
            case LocalFormat.DEF_LOCATION -> {
                var d = new LocalDefinition.LocationInfo(readInt(), readString(), readInt(), readInt());
                if (locationSeen) {
                    throw corrupt(recordOffset, "second location record");
                }
                if (d.location() != location) {
                    throw corrupt(recordOffset, "location record says " + d.location() + ", header says " + location);
                }
                locationSeen = true;
                return d;
            }
            case LocalFormat.DEF_REGION -> {
                int id = readInt();
                String name = readString();
                String f = readString();
                int line = readSigned();
                Paradigm paradigm = readEnum(Paradigm.class);
                RegionRole role = readEnum(RegionRole.class);
                return regions.define(id, new LocalDefinition.Region(id, name, f, line, paradigm, role));
            }
            case LocalFormat.DEF_CALL_SITE -> {
                int id = readInt();
                String f = readString();
                int line = readSigned();
                String caller = readString();
                int r = regions.check(readInt());
                return callSites.define(id, new LocalDefinition.CallSite(id, f, line, caller, r));
            }
            case LocalFormat.DEF_GROUP -> {
                int id = readInt();
                int size = readInt();
                if (size < 0 || size > LocalFormat.MAX_GROUP_SIZE || size > chunkEnd - pos) {
                    throw corrupt(recordOffset, "implausible group size " + Integer.toUnsignedString(size));
                }
                List<Integer> members = new ArrayList<>(size);
                for (int i = 0; i < size; i++) {
                    members.add(readInt());
                }
                return groups.define(id, new LocalDefinition.Group(id, members));
            }
            case LocalFormat.DEF_COMMUNICATOR -> {
                int id = readInt();
                long key = readSignedLong();
                String name = readString();
                int g = groups.check(readInt());
                return comms.define(id, new LocalDefinition.Communicator(id, key, name, g));
            }
            case LocalFormat.DEF_WINDOW -> {
                int id = readInt();
                long key = readSignedLong();
                String name = readString();
                int c = comms.check(readInt());
                return windows.define(id, new LocalDefinition.Window(id, key, name, c));
            }
            case LocalFormat.DEF_CLOCK_SYNC -> {
                return new LocalDefinition.ClockSyncPoint(readSignedLong(), readSignedLong());
            }
            case LocalFormat.DEF_CART_TOPOLOGY -> {
                return readCartTopology();
            }
            default -> throw corrupt(recordOffset, "unknown record tag 0x" + Integer.toHexString(tagByte));
        }
    }

    private LocalDefinition.CartTopology readCartTopology() throws CorruptTraceException {
        int comm = comms.check(readInt());
        String name = readString();
        int dims = readInt();
        if (dims < 1 || dims > LocalFormat.MAX_CART_DIMENSIONS) {
            throw corrupt(recordOffset, "implausible dimension count " + Integer.toUnsignedString(dims));
        }
        List<Definitions.CartDimension> dimensions = new ArrayList<>(dims);
        for (int d = 0; d < dims; d++) {
            String dimension = readString();
            int size = readInt();
            int periodic = readInt();
            if (size < 1 || periodic > 1) {
                throw corrupt(recordOffset, "bad dimension " + d + ": size " + Integer.toUnsignedString(size)
                        + ", periodicity " + Integer.toUnsignedString(periodic));
            }
            dimensions.add(new Definitions.CartDimension(dimension, size, periodic == 1));
        }
        int ranks = readInt();
        if (ranks < 0 || ranks > LocalFormat.MAX_GROUP_SIZE || (long) ranks * dims > chunkEnd - pos) {
            throw corrupt(recordOffset, "implausible rank count " + Integer.toUnsignedString(ranks));
        }
        List<List<Integer>> coordinates = new ArrayList<>(ranks);
        for (int r = 0; r < ranks; r++) {
            List<Integer> c = new ArrayList<>(dims);
            for (int d = 0; d < dims; d++) {
                int x = readInt();
                if (x < 0 || x >= dimensions.get(d).size()) {
                    throw corrupt(recordOffset, "rank " + r + " lies outside dimension " + d + " (coordinate "
                            + Integer.toUnsignedString(x) + ", size " + dimensions.get(d).size() + ")");
                }
                c.add(x);
            }
            coordinates.add(c);
        }
        return new LocalDefinition.CartTopology(comm, name, dimensions, coordinates);
    }

    private long readLong() throws CorruptTraceException {
        long v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (pos >= chunkEnd) {
                throw corrupt(recordOffset, "record runs past the end of its chunk");
            }
            byte b = chunk[pos++];
            v |= (long) (b & 0x7F) << shift;
            if (b >= 0) {
                return v;
            }
        }
        throw corrupt(recordOffset, "malformed varint");
    }

    private int readInt() throws CorruptTraceException {
        long v = readLong();
        if (v >>> 32 != 0) {
            throw corrupt(recordOffset, "value out of int range");
        }
        return (int) v;
    }

    private int readId() throws CorruptTraceException {
        return readInt() - 1;
    }

    private int readSigned() throws CorruptTraceException {
        return Varint.zigzagDecode(readInt());
    }

    private long readSignedLong() throws CorruptTraceException {
        return Varint.zigzagDecode(readLong());
    }

    private String readString() throws CorruptTraceException {
        int n = readInt();
        if (n < 0 || n > LocalFormat.MAX_STRING_BYTES || n > chunkEnd - pos) {
            throw corrupt(recordOffset, "implausible string length " + Integer.toUnsignedString(n));
        }
        String s = new String(chunk, pos, n, StandardCharsets.UTF_8);
        pos += n;
        return s;
    }

    private <E extends Enum<E>> E readEnum(Class<E> type) throws CorruptTraceException {
        String name = readString();
        try {
            return Enum.valueOf(type, name);
        } catch (IllegalArgumentException e) {
            throw corrupt(recordOffset, "unknown " + type.getSimpleName() + " '" + name + "'");
        }
    }

    private CorruptTraceException corrupt(long offset, String problem) {
        return new CorruptTraceException(file, problem + " at byte offset " + offset);
    }

    /** Local ids of one kind defined so far: a bit set for the per-event check, the records for duplicates. */
    private final class DefinedIds {
        private final String kind;
        private final BitSet defined = new BitSet();
        private final Map<Integer, LocalDefinition> byId = new HashMap<>();

        DefinedIds(String kind) {
            this.kind = kind;
        }

        <D extends LocalDefinition> D define(int id, D d) throws CorruptTraceException {
            if (id > LocalFormat.MAX_LOCAL_ID) {
                throw corrupt(recordOffset, kind + " id " + id + " out of range");
            }
            LocalDefinition before = byId.putIfAbsent(id, d);
            if (before != null && !before.equals(d)) {
                throw corrupt(recordOffset, kind + " " + id + " defined twice differently");
            }
            defined.set(id);
            return d;
        }

        int check(int id) throws CorruptTraceException {
            if (id < 0 || id > LocalFormat.MAX_LOCAL_ID || !defined.get(id)) {
                throw corrupt(recordOffset, "undefined " + kind + " " + id);
            }
            return id;
        }

        int checkOptional(int id) throws CorruptTraceException {
            return id == Event.NONE ? id : check(id);
        }
    }
}

package org.fenceline.trace.otf2;

import java.io.IOException;
import java.util.Arrays;

import org.fenceline.trace.CorruptTraceException;

/**
 * Reads the event file of one location ({@code traces/<location>.evt}) and hands each record to an
 * {@link Otf2EventHandler}. As in OTF2's buffer, a TIMESTAMP record (id 5, 8 full bytes) sets the time of the
 * records after it; an ATTRIBUTE_LIST (id 6) belongs to the next event, and its UINT64 attributes are handed on
 * with it ({@link Otf2EventHandler#attribute}; other types, and what follows one, are skipped); END_OF_CHUNK moves to the
 * next chunk; END_OF_BUFFER or END_OF_FILE ends the file. Known records are decoded attribute by attribute and
 * then the reader jumps to the announced record end, so attributes a newer OTF2 version appended are skipped.
 */
public final class Otf2EventReader {
    private final Otf2Input in;
    /** The location's mapping tables by {@link Otf2MappingType} ordinal (null: ids map to themselves). */
    private final Otf2IdMap[] mappings = new Otf2IdMap[Otf2MappingType.values().length];
    private long events;
    /** The UINT64 attributes of the attribute list before the next event: ids (mapped) and values. */
    private int[] attributeIds = new int[4];
    private long[] attributeValues = new long[4];
    private int attributes;

    private Otf2EventReader(Otf2Input in, Otf2LocalDefinitions local) {
        this.in = in;
        // Looked up for nearly every event (its region, communicator or window): an array, not the record's map.
        local.mappings().forEach((kind, map) -> mappings[kind.ordinal()] = map);
    }

    /** Reads every event of {@code location}; returns the number of event records read. */
    public static long read(Otf2Anchor anchor, long location, Otf2LocalDefinitions local, Otf2EventHandler handler)
            throws IOException {
        try (Otf2Input in = Otf2Input.chunked(anchor.eventFile(location), anchor.eventChunkSize())) {
            Otf2EventReader reader = new Otf2EventReader(in, local);
            reader.readAll(handler);
            return reader.events;
        }
    }

    private void readAll(Otf2EventHandler h) throws IOException {
        boolean regions = h.readsRegions();
        long time = 0;
        while (true) {
            int recordAt = in.position();
            if (in.atEndOfData()) {
                throw in.problem("truncated chunk (file ends without END_OF_BUFFER)");
            }
            int type = in.u8();
            switch (type) {
                case Otf2Input.END_OF_BUFFER, Otf2Input.END_OF_FILE -> {
                    return;
                }
                case Otf2Input.END_OF_CHUNK -> {
                    in.nextChunk();
                }
                case Otf2Input.TIMESTAMP -> {
                    long t = in.u64Full();
                    if (Long.compareUnsigned(t, time) < 0) {
                        throw in.problem("timestamp " + Long.toUnsignedString(t) + " is earlier than the previous one "
                                + time, recordAt);
                    }
                    time = t;
                }
                case Otf2Input.ATTRIBUTE_LIST -> attributeList();
                default -> {
                    if (type < 10) {
                        throw in.problem("unknown record type " + type, recordAt);
                    }
                    Otf2EventKind kind = Otf2EventKind.of(type);
                    events++;
                    if (!regions && kind != null && kind.region()) {
                        skipRegion(kind);
                        attributes = 0;
                        continue;
                    }
                    h.next(time);
                    for (int i = 0; i < attributes; i++) {
                        h.attribute(attributeIds[i], attributeValues[i]);
                    }
                    attributes = 0;
                    if (kind != null && kind.singleton()) {
                        singleton(h, kind, time);
                    } else {
                        event(h, kind, type, time);
                    }
                }
            }
        }
    }

    /**
     * ATTRIBUTE_LIST: the number of attributes, then each one's id, type and value. The UINT64 ones before the
     * first of another type are kept for the next event; a value of another type has a size this reader does not
     * decode, so the rest of the list is skipped.
     */
    private void attributeList() throws IOException {
        int end = in.recordEnd();
        int count = in.u32();
        attributes = 0;
        for (int i = 0; i < count; i++) {
            int id = map(Otf2MappingType.ATTRIBUTE, in.u32());
            if (in.u8() != Otf2Type.UINT64) {
                break;
            }
            if (attributes == attributeIds.length) {
                attributeIds = Arrays.copyOf(attributeIds, 2 * attributes);
                attributeValues = Arrays.copyOf(attributeValues, 2 * attributes);
            }
            attributeIds[attributes] = id;
            attributeValues[attributes++] = in.u64();
        }
        in.endRecord(end);
    }

    /**
     * A record with a length ({@code kind} null: unknown to this reader), decoded by one small method per kind.
     * Enter and Leave, most of a trace's records, are decoded apart from these ({@link #singleton}), and each kind
     * on its own: the JIT recompiles a method after it meets a record kind or handler it had not seen, and what
     * that method decodes runs interpreted meanwhile; small methods keep that short and leave the others compiled.
     */
    private void event(Otf2EventHandler h, Otf2EventKind kind, int type, long time) throws IOException {
        int end = in.recordEnd();
        if (kind == null) {
            in.endRecord(end);
            h.skipped(time, null, type);
            return;
        }
        switch (kind) {
            case BUFFER_FLUSH -> bufferFlush(h, time, end);
            case MEASUREMENT_ON_OFF -> measurementOnOff(h, time, end);
            case MPI_SEND, MPI_ISEND -> mpiSend(h, kind, time, end);
            case MPI_RECV, MPI_IRECV -> mpiRecv(h, kind, time, end);
            case MPI_COLLECTIVE_BEGIN -> mpiCollectiveBegin(h, time, end);
            case MPI_COLLECTIVE_END -> mpiCollectiveEnd(h, time, end);
            case RMA_WIN_CREATE, RMA_WIN_DESTROY -> rmaWin(h, kind, time, end);
            case RMA_COLLECTIVE_BEGIN -> rmaCollectiveBegin(h, time, end);
            case RMA_COLLECTIVE_END -> rmaCollectiveEnd(h, time, end);
            case RMA_GROUP_SYNC -> rmaGroupSync(h, time, end);
            case RMA_REQUEST_LOCK, RMA_ACQUIRE_LOCK, RMA_TRY_LOCK -> rmaLock(h, kind, time, end);
            case RMA_RELEASE_LOCK -> rmaReleaseLock(h, time, end);
            case RMA_PUT, RMA_GET -> rmaTransfer(h, kind, time, end);
            case RMA_ATOMIC -> rmaAtomic(h, time, end);
            case RMA_OP_COMPLETE_BLOCKING, RMA_OP_COMPLETE_NON_BLOCKING, RMA_OP_TEST, RMA_OP_COMPLETE_REMOTE ->
                    rmaOpComplete(h, kind, time, end);
            case CALLING_CONTEXT_ENTER -> callingContextEnter(h, time, end);
            case CALLING_CONTEXT_LEAVE -> callingContextLeave(h, time, end);
            case PROGRAM_BEGIN -> programBegin(h, time, end);
            case PROGRAM_END -> programEnd(h, time, end);
            default -> {
                in.endRecord(end);
                h.skipped(time, kind, type);
            }
        }
    }

    private void bufferFlush(Otf2EventHandler h, long time, int end) throws IOException {
        h.bufferFlush(time, in.u64Full());
        in.endRecord(end);
    }

    private void measurementOnOff(Otf2EventHandler h, long time, int end) throws IOException {
        h.measurementOnOff(time, in.u8() == 1);
        in.endRecord(end);
    }

    private void mpiSend(Otf2EventHandler h, Otf2EventKind kind, long time, int end) throws IOException {
        int receiver = in.u32();
        int comm = map(Otf2MappingType.COMM, in.u32());
        int tag = in.u32();
        long bytes = in.u64();
        long request = kind == Otf2EventKind.MPI_ISEND ? in.u64() : -1;
        in.endRecord(end);
        h.mpiSend(time, receiver, comm, tag, bytes, request);
    }

    private void mpiRecv(Otf2EventHandler h, Otf2EventKind kind, long time, int end) throws IOException {
        int sender = in.u32();
        int comm = map(Otf2MappingType.COMM, in.u32());
        int tag = in.u32();
        long bytes = in.u64();
        long request = kind == Otf2EventKind.MPI_IRECV ? in.u64() : -1;
        in.endRecord(end);
        h.mpiRecv(time, sender, comm, tag, bytes, request);
    }

    private void mpiCollectiveBegin(Otf2EventHandler h, long time, int end) throws IOException {
        in.endRecord(end);
        h.mpiCollectiveBegin(time);
    }

    private void mpiCollectiveEnd(Otf2EventHandler h, long time, int end) throws IOException {
        int op = in.u8();
        int comm = map(Otf2MappingType.COMM, in.u32());
        int root = in.u32();
        long sent = in.u64();
        long received = in.u64();
        in.endRecord(end);
        h.mpiCollectiveEnd(time, op, comm, root, sent, received);
    }

    private void rmaWin(Otf2EventHandler h, Otf2EventKind kind, long time, int end) throws IOException {
        int win = map(Otf2MappingType.RMA_WIN, in.u32());
        in.endRecord(end);
        if (kind == Otf2EventKind.RMA_WIN_CREATE) {
            h.rmaWinCreate(time, win);
        } else {
            h.rmaWinDestroy(time, win);
        }
    }

    private void rmaCollectiveBegin(Otf2EventHandler h, long time, int end) throws IOException {
        in.endRecord(end);
        h.rmaCollectiveBegin(time);
    }

    private void rmaCollectiveEnd(Otf2EventHandler h, long time, int end) throws IOException {
        int op = in.u8();
        int level = in.u32();
        int win = map(Otf2MappingType.RMA_WIN, in.u32());
        int root = in.u32();
        long sent = in.u64();
        long received = in.u64();
        in.endRecord(end);
        h.rmaCollectiveEnd(time, op, level, win, root, sent, received);
    }

    private void rmaGroupSync(Otf2EventHandler h, long time, int end) throws IOException {
        int level = in.u32();
        int win = map(Otf2MappingType.RMA_WIN, in.u32());
        int group = map(Otf2MappingType.GROUP, in.u32());
        in.endRecord(end);
        h.rmaGroupSync(time, level, win, group);
    }

    private void rmaLock(Otf2EventHandler h, Otf2EventKind kind, long time, int end) throws IOException {
        int win = map(Otf2MappingType.RMA_WIN, in.u32());
        int remote = in.u32();
        long lockId = in.u64();
        int lockType = in.u8();
        in.endRecord(end);
        h.rmaLock(time, kind, win, remote, lockId, lockType == 0);
    }

    private void rmaReleaseLock(Otf2EventHandler h, long time, int end) throws IOException {
        int win = map(Otf2MappingType.RMA_WIN, in.u32());
        int remote = in.u32();
        long lockId = in.u64();
        in.endRecord(end);
        h.rmaReleaseLock(time, win, remote, lockId);
    }

    private void rmaTransfer(Otf2EventHandler h, Otf2EventKind kind, long time, int end) throws IOException {
        int win = map(Otf2MappingType.RMA_WIN, in.u32());
        int remote = in.u32();
        long bytes = in.u64();
        long matching = in.u64();
        in.endRecord(end);
        h.rmaTransfer(time, kind, win, remote, bytes, matching);
    }

    private void rmaAtomic(Otf2EventHandler h, long time, int end) throws IOException {
        int win = map(Otf2MappingType.RMA_WIN, in.u32());
        int remote = in.u32();
        int atomicType = in.u8();
        long sent = in.u64();
        long received = in.u64();
        long matching = in.u64();
        in.endRecord(end);
        h.rmaAtomic(time, win, remote, atomicType, sent, received, matching);
    }

    private void rmaOpComplete(Otf2EventHandler h, Otf2EventKind kind, long time, int end) throws IOException {
        int win = map(Otf2MappingType.RMA_WIN, in.u32());
        long matching = in.u64();
        in.endRecord(end);
        h.rmaOpComplete(time, kind, win, matching);
    }

    private void callingContextEnter(Otf2EventHandler h, long time, int end) throws IOException {
        int context = map(Otf2MappingType.CALLING_CONTEXT, in.u32());
        int unwind = in.u32();
        in.endRecord(end);
        h.callingContextEnter(time, context, unwind);
    }

    private void callingContextLeave(Otf2EventHandler h, long time, int end) throws IOException {
        int context = map(Otf2MappingType.CALLING_CONTEXT, in.u32());
        in.endRecord(end);
        h.callingContextLeave(time, context);
    }

    private void programBegin(Otf2EventHandler h, long time, int end) throws IOException {
        int name = map(Otf2MappingType.STRING, in.u32());
        in.endRecord(end);
        h.programBegin(time, name);
    }

    private void programEnd(Otf2EventHandler h, long time, int end) throws IOException {
        in.endRecord(end);
        h.programEnd(time);
    }

    /** Skips an Enter, Leave or calling-context record. */
    private void skipRegion(Otf2EventKind kind) throws IOException {
        if (kind.singleton()) {
            in.skipCompressed();
        } else {
            in.endRecord(in.recordEnd());
        }
    }

    /** Records of OTF2 1.1 with one compressed attribute and no record length. */
    private void singleton(Otf2EventHandler h, Otf2EventKind kind, long time) throws IOException {
        switch (kind) {
            case ENTER -> h.enter(time, map(Otf2MappingType.REGION, in.u32()));
            case LEAVE -> h.leave(time, map(Otf2MappingType.REGION, in.u32()));
            case MPI_ISEND_COMPLETE -> h.mpiIsendComplete(time, in.u64());
            case MPI_IRECV_REQUEST -> h.mpiIrecvRequest(time, in.u64());
            case MPI_REQUEST_TEST -> h.mpiRequestTest(time, in.u64());
            case MPI_REQUEST_CANCELLED -> h.mpiRequestCancelled(time, in.u64());
            default -> {
                in.skipCompressed();
                h.skipped(time, kind, kind.id());
            }
        }
    }

    private int map(Otf2MappingType kind, int local) throws CorruptTraceException {
        if (local == -1) {
            return -1;
        }
        Otf2IdMap map = mappings[kind.ordinal()];
        long global = map == null ? Integer.toUnsignedLong(local) : map.global(Integer.toUnsignedLong(local));
        if (global < 0 || global > Integer.MAX_VALUE) {
            throw in.problem(kind.name().toLowerCase() + " reference " + Long.toUnsignedString(global)
                    + " out of range");
        }
        return (int) global;
    }
}

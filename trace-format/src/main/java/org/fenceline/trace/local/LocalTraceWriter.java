package org.fenceline.trace.local;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.zip.CRC32;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;

/**
 * Writes the local trace of one location: compact records appended to a fixed-size byte buffer, written to
 * {@code <trace>/local/<location>.bin} as one checksummed chunk whenever the buffer is full (layout:
 * {@link LocalFormat}, docs/trace-format.md).
 *
 * <p><b>Appending</b> ({@link #enter}, {@link #send}, {@link #rma}, ... one method per record kind, primitive
 * arguments only) allocates nothing: it stores the record tag, the time as a varint delta to the previous
 * event, and the attributes as varints.
 *
 * <p><b>Timestamps</b> must increase strictly per location. A time that is equal to or smaller than the
 * previous one (a coarse clock, or a caller that read the clock early) is stored as previous + 1 ns, so the
 * stored order is the append order and every timestamp is unique. The first event must be later than
 * the clock reading taken when the writer was created (the file's base time); earlier ones are bumped too.
 *
 * <p><b>Buffer flushes</b> that happen because the buffer is full perturb the program, so they are recorded:
 * an ENTER and an EXIT of the flush region (id given at creation; the writer defines it itself as
 * {@value #FLUSH_REGION_NAME}, paradigm MEASUREMENT, role BUFFER_FLUSH) with the clock readings taken before
 * and after the write. They are the first two events of the next chunk. Explicit {@link #flush()} and the
 * final write in {@link #close()} are not recorded: they happen on request, after the program's events.
 *
 * <p><b>Crash safety.</b> Everything in written chunks stays readable if the process dies; the reader reports
 * a file without end record, or with a cut-off last chunk, as truncated and still delivers the prefix.
 *
 * <p><b>Threads.</b> One thread (the rank's) owns the writer: only it may call the append and define
 * methods. {@link #flush()} and {@link #close()} may be called from any thread at any time, typically by the
 * launcher's abort path while the rank thread is dead or blocked: they write exactly the records the owner
 * had completely appended (each append publishes its end position with release semantics; flush and close
 * read it with acquire semantics under a lock that also serialises all file writes). After {@code close()},
 * further appends by the owner are ignored, so a rank thread that wakes up during the abort cannot corrupt
 * the closed file. The owner's own buffer-full flush takes the same lock, so it never interleaves with a
 * foreign flush.
 */
public final class LocalTraceWriter implements AutoCloseable {
    public static final int DEFAULT_BUFFER_BYTES = 4 << 20;
    /** Smallest buffer accepted: room for the flush records, the largest event, and a useful payload. */
    public static final int MIN_BUFFER_BYTES = 1024;
    /** Score-P's name for the region, which Cube users know. */
    public static final String FLUSH_REGION_NAME = "TRACE BUFFER FLUSH";

    private static final VarHandle POSITION;

    static {
        try {
            POSITION = MethodHandles.lookup().findVarHandle(LocalTraceWriter.class, "position", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Path file;
    private final int location;
    private final int flushRegion;
    private final LongSupplier clock;
    /** False for a converted trace: its flushes happen at conversion time, not in the program's run. */
    private final boolean recordFlushes;
    /** Sees each stored record (a conversion's merge scan), or null. */
    private final LocalRecordObserver observer;
    private final byte[] buffer;
    private final FileChannel channel;

    /** Serialises file writes between the owner's buffer-full flush and foreign flush/close calls. */
    private final Object ioLock = new Object();
    private final CRC32 crc = new CRC32();
    private final ByteBuffer frameHeader = ByteBuffer.allocate(LocalFormat.FRAME_HEADER_BYTES)
            .order(ByteOrder.LITTLE_ENDIAN);
    private final ByteBuffer payloadView;
    private final ByteBuffer[] frame;

    /** End of the appended records; written by the owner, published with release semantics. */
    @SuppressWarnings("unused") // accessed through POSITION
    private int position;
    /** Records in [0, persisted) are on disk already (by a foreign or explicit flush). Guarded by ioLock. */
    private int persisted;
    /** Chunks written so far. Guarded by ioLock. */
    private long chunks;
    private volatile boolean closed;

    /** Owner-thread state. */
    private long lastTime;
    private long events;

    private LocalTraceWriter(Path file, LocalDefinition.LocationInfo info, int flushRegion, LongSupplier clock,
            int bufferBytes, boolean recordFlushes, LocalRecordObserver observer) throws IOException {
        if (bufferBytes < MIN_BUFFER_BYTES) {
            throw new IllegalArgumentException("buffer too small: " + bufferBytes + " < " + MIN_BUFFER_BYTES);
        }
        checkId(flushRegion, "flush region");
        this.file = file;
        this.location = info.location();
        this.flushRegion = flushRegion;
        this.clock = clock;
        this.recordFlushes = recordFlushes;
        this.observer = observer;
        this.buffer = new byte[bufferBytes];
        this.payloadView = ByteBuffer.wrap(buffer);
        this.frame = new ByteBuffer[] {frameHeader, payloadView};
        this.lastTime = clock.getAsLong();
        Files.createDirectories(file.getParent());
        this.channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE);
        try {
            writeFully(header(location, lastTime));
        } catch (IOException e) {
            channel.close();
            throw e;
        }
        defineLocation(info);
        defineRegion(flushRegion, FLUSH_REGION_NAME, "", 0, Paradigm.MEASUREMENT, RegionRole.BUFFER_FLUSH);
    }

    /** Creates {@code <traceDir>/local/<location>.bin} with the default buffer size. */
    public static LocalTraceWriter create(Path traceDir, LocalDefinition.LocationInfo info, int flushRegion,
            LongSupplier nanoClock) throws IOException {
        return create(traceDir, info, flushRegion, nanoClock, DEFAULT_BUFFER_BYTES);
    }

    /**
     * Creates {@code <traceDir>/local/<location>.bin} (replacing an existing one).
     *
     * @param info        this location; its {@code location} names the file
     * @param flushRegion the local region id under which buffer flushes are recorded (defined by the writer)
     * @param nanoClock   the clock the flush records are timed with (the rank's event clock, in ns)
     * @param bufferBytes buffer capacity; a chunk is written whenever it is full
     */
    public static LocalTraceWriter create(Path traceDir, LocalDefinition.LocationInfo info, int flushRegion,
            LongSupplier nanoClock, int bufferBytes) throws IOException {
        Objects.requireNonNull(info, "info");
        Objects.requireNonNull(nanoClock, "nanoClock");
        return new LocalTraceWriter(TraceLayout.localTrace(traceDir, info.location()), info, flushRegion,
                nanoClock, bufferBytes, true, null);
    }

    /**
     * A writer for a trace converted from another format (an OTF2 import): the same file, but its buffer-full
     * flushes are not recorded (they are no part of the converted program's run), and the base time is
     * {@code baseTime}: every event must come later. The flush region is still defined, so the converter can
     * record the flushes the source trace has.
     */
    public static LocalTraceWriter forConversion(Path traceDir, LocalDefinition.LocationInfo info, int flushRegion,
            long baseTime) throws IOException {
        return forConversion(traceDir, info, flushRegion, baseTime, null);
    }

    /**
     * As {@link #forConversion(Path, LocalDefinition.LocationInfo, int, long)}, and {@code observer} (if not null)
     * sees every record as it is stored, from the location record on, on the appending thread.
     */
    public static LocalTraceWriter forConversion(Path traceDir, LocalDefinition.LocationInfo info, int flushRegion,
            long baseTime, LocalRecordObserver observer) throws IOException {
        Objects.requireNonNull(info, "info");
        return new LocalTraceWriter(TraceLayout.localTrace(traceDir, info.location()), info, flushRegion,
                () -> baseTime, DEFAULT_BUFFER_BYTES, false, observer);
    }

    public Path file() {
        return file;
    }

    public int location() {
        return location;
    }

    /** Events appended so far, including the recorded flushes. Owner thread only. */
    public long eventCount() {
        return events;
    }

    public boolean isClosed() {
        return closed;
    }

    // ---- events -------------------------------------------------------------------------------------------

    public void enter(long time, int region, int callSite) {
        if (closed) {
            return;
        }
        int p = begin(EventType.ENTER, time);
        p = Varint.putInt(buffer, p, region);
        p = Varint.putId(buffer, p, callSite);
        if (observer != null) {
            observer.event(EventType.ENTER, lastTime, region, callSite, Event.NONE, Event.NONE, Event.NONE,
                    Event.NONE, 0, 0, 0, 0);
        }
        commit(p);
    }

    public void exit(long time, int region) {
        if (closed) {
            return;
        }
        int p = begin(EventType.EXIT, time);
        p = Varint.putInt(buffer, p, region);
        if (observer != null) {
            observer.event(EventType.EXIT, lastTime, region, Event.NONE, Event.NONE, Event.NONE, Event.NONE,
                    Event.NONE, 0, 0, 0, 0);
        }
        commit(p);
    }

    /**
     * A send, blocking or the start of a non-blocking one ({@code request} set, flag NON_BLOCKING); returns the time
     * stored (later than {@code time} if that did not follow the previous record's), which the matching receive must
     * not precede.
     */
    public long send(long time, int comm, int dest, int tag, long bytes, long request, int flags) {
        message(EventType.SEND, time, comm, dest, tag, bytes, request, flags);
        return lastTime;
    }

    public void sendComplete(long time, long request) {
        if (closed) {
            return;
        }
        int p = begin(EventType.SEND_COMPLETE, time);
        p = Varint.putLong(buffer, p, request);
        observeRequest(EventType.SEND_COMPLETE, request);
        commit(p);
    }

    /** A non-blocking receive was posted (source and tag as requested, possibly wildcards). */
    public void recvRequest(long time, int comm, int source, int tag, long request) {
        if (closed) {
            return;
        }
        int p = begin(EventType.RECV_REQUEST, time);
        p = Varint.putId(buffer, p, comm);
        p = Varint.putSigned(buffer, p, source);
        p = Varint.putSigned(buffer, p, tag);
        p = Varint.putLong(buffer, p, request);
        if (observer != null) {
            observer.event(EventType.RECV_REQUEST, lastTime, Event.NONE, Event.NONE, comm, Event.NONE, source, tag,
                    0, 0, request, EventFlags.NON_BLOCKING);
        }
        commit(p);
    }

    public void recv(long time, int comm, int source, int tag, long bytes, long request, int flags) {
        message(EventType.RECV, time, comm, source, tag, bytes, request, flags);
    }

    /** SEND and RECV share one record layout: communicator, partner, tag, bytes, request, flags. */
    private void message(EventType type, long time, int comm, int partner, int tag, long bytes, long request,
            int flags) {
        if (closed) {
            return;
        }
        int p = begin(type, time);
        p = Varint.putId(buffer, p, comm);
        p = Varint.putSigned(buffer, p, partner);
        p = Varint.putSigned(buffer, p, tag);
        p = Varint.putLong(buffer, p, bytes);
        p = Varint.putLong(buffer, p, request);
        p = Varint.putInt(buffer, p, flags);
        if (observer != null) {
            observer.event(type, lastTime, Event.NONE, Event.NONE, comm, Event.NONE, partner, tag, bytes, 0, request,
                    flags);
        }
        commit(p);
    }

    public void requestCancelled(long time, long request) {
        if (closed) {
            return;
        }
        int p = begin(EventType.REQUEST_CANCELLED, time);
        p = Varint.putLong(buffer, p, request);
        observeRequest(EventType.REQUEST_CANCELLED, request);
        commit(p);
    }

    /** Exit of a collective; {@code root} is {@code Event.NONE} for rootless collectives. */
    public void collExit(long time, int region, int comm, int root, long sent, long received) {
        if (closed) {
            return;
        }
        int p = begin(EventType.COLLEXIT, time);
        p = Varint.putInt(buffer, p, region);
        p = Varint.putId(buffer, p, comm);
        p = Varint.putSigned(buffer, p, root);
        p = Varint.putLong(buffer, p, sent);
        p = Varint.putLong(buffer, p, received);
        if (observer != null) {
            observer.event(EventType.COLLEXIT, lastTime, region, Event.NONE, comm, Event.NONE, root, Event.NONE, sent,
                    received, 0, 0);
        }
        commit(p);
    }

    /**
     * Any one-sided transfer record: PUT_1TS, the remote forms PUT_1TE_REMOTE and GET_1TS_REMOTE
     * ({@code partner} = the target, where the event belongs), GET_1TE, and the other transfer types.
     */
    public void rma(long time, EventType type, int window, int partner, long bytes, long rmaId, int flags) {
        if (!type.isRmaTransfer()) {
            throw new IllegalArgumentException("not an RMA transfer type: " + type);
        }
        if (closed) {
            return;
        }
        int p = begin(type, time);
        p = Varint.putId(buffer, p, window);
        p = Varint.putSigned(buffer, p, partner);
        p = Varint.putLong(buffer, p, bytes);
        p = Varint.putLong(buffer, p, rmaId);
        p = Varint.putInt(buffer, p, flags);
        if (observer != null) {
            observer.event(type, lastTime, Event.NONE, Event.NONE, Event.NONE, window, partner, Event.NONE, bytes, 0,
                    rmaId, flags);
        }
        commit(p);
    }

    /**
     * Exit of a window synchronisation call with a group: post, start, complete, wait, test ({@code group} =
     * the epoch's group; {@code closesEpoch} for complete, wait and a test that returned true). A flush may be
     * recorded this way too, with the flushed targets as group, which lets the merge complete exactly the
     * operations to those targets.
     */
    public void winExit(long time, int region, int window, int group, boolean closesEpoch) {
        if (closed) {
            return;
        }
        int p = begin(EventType.WINEXIT, time);
        p = Varint.putInt(buffer, p, region);
        p = Varint.putId(buffer, p, window);
        p = Varint.putId(buffer, p, group);
        p = Varint.putInt(buffer, p, closesEpoch ? EventFlags.EPOCH_CLOSING : 0);
        if (observer != null) {
            observer.event(EventType.WINEXIT, lastTime, region, Event.NONE, group, window, Event.NONE, Event.NONE, 0,
                    0, 0, closesEpoch ? EventFlags.EPOCH_CLOSING : 0);
        }
        commit(p);
    }

    /** Exit of a collective window call: create, allocate, free, fence. */
    public void winCollExit(long time, int region, int window) {
        if (closed) {
            return;
        }
        int p = begin(EventType.WINCOLLEXIT, time);
        p = Varint.putInt(buffer, p, region);
        p = Varint.putId(buffer, p, window);
        if (observer != null) {
            observer.event(EventType.WINCOLLEXIT, lastTime, region, Event.NONE, Event.NONE, window, Event.NONE,
                    Event.NONE, 0, 0, 0, 0);
        }
        commit(p);
    }

    /** LOCK_REQUEST, LOCK_ACQUIRED or LOCK_RELEASE; {@code target} is the lock's rank (NONE with LOCK_ALL). */
    public void lock(long time, EventType type, int window, int target, int flags) {
        if (!type.isLock()) {
            throw new IllegalArgumentException("not a lock type: " + type);
        }
        if (closed) {
            return;
        }
        int p = begin(type, time);
        p = Varint.putId(buffer, p, window);
        p = Varint.putSigned(buffer, p, target);
        p = Varint.putInt(buffer, p, flags);
        if (observer != null) {
            observer.event(type, lastTime, Event.NONE, Event.NONE, Event.NONE, window, target, Event.NONE, 0, 0, 0,
                    flags);
        }
        commit(p);
    }

    /** Appends any event (convenience for tools and tests; allocation-free callers use the typed methods). */
    public void append(Event e) {
        switch (e.type()) {
            case ENTER -> enter(e.time(), e.region(), e.callSite());
            case EXIT -> exit(e.time(), e.region());
            case SEND -> send(e.time(), e.comm(), e.partner(), e.tag(), e.bytes(), e.request(), e.flags());
            case SEND_COMPLETE -> sendComplete(e.time(), e.request());
            case RECV_REQUEST -> recvRequest(e.time(), e.comm(), e.partner(), e.tag(), e.request());
            case RECV -> recv(e.time(), e.comm(), e.partner(), e.tag(), e.bytes(), e.request(), e.flags());
            case REQUEST_CANCELLED -> requestCancelled(e.time(), e.request());
            case COLLEXIT -> collExit(e.time(), e.region(), e.comm(), e.partner(), e.bytes(), e.recvBytes());
            case PUT_1TS, PUT_1TE, GET_1TO, GET_1TS, GET_1TE, PUT_1TE_REMOTE, GET_1TS_REMOTE ->
                    rma(e.time(), e.type(), e.window(), e.partner(), e.bytes(), e.request(), e.flags());
            case WINEXIT -> winExit(e.time(), e.region(), e.window(), e.comm(),
                    EventFlags.has(e.flags(), EventFlags.EPOCH_CLOSING));
            case WINCOLLEXIT -> winCollExit(e.time(), e.region(), e.window());
            case LOCK_REQUEST, LOCK_ACQUIRED, LOCK_RELEASE -> lock(e.time(), e.type(), e.window(), e.partner(),
                    e.flags());
        }
    }

    // ---- definitions --------------------------------------------------------------------------------------

    public void defineRegion(int id, String name, String file, int line, Paradigm paradigm, RegionRole role) {
        checkId(id, "region");
        byte[] n = utf8(name);
        byte[] f = utf8(file);
        byte[] pa = utf8(paradigm.name());
        byte[] ro = utf8(role.name());
        int p = beginDefinition(LocalFormat.DEF_REGION, 10 + strings(n, f, pa, ro));
        if (p < 0) {
            return;
        }
        p = Varint.putInt(buffer, p, id);
        p = putString(p, n);
        p = putString(p, f);
        p = Varint.putSigned(buffer, p, line);
        p = putString(p, pa);
        p = putString(p, ro);
        observe(() -> new LocalDefinition.Region(id, name, file, line, paradigm, role));
        commitDefinition(p);
    }

    /** {@code caller} is the calling method ("pkg.Class.method"), {@code region} the local region entered. */
    public void defineCallSite(int id, String file, int line, String caller, int region) {
        checkId(id, "call site");
        checkId(region, "region");
        byte[] f = utf8(file);
        byte[] c = utf8(caller);
        int p = beginDefinition(LocalFormat.DEF_CALL_SITE, 15 + strings(f, c));
        if (p < 0) {
            return;
        }
        p = Varint.putInt(buffer, p, id);
        p = putString(p, f);
        p = Varint.putSigned(buffer, p, line);
        p = putString(p, c);
        p = Varint.putInt(buffer, p, region);
        observe(() -> new LocalDefinition.CallSite(id, file, line, caller, region));
        commitDefinition(p);
    }

    /** {@code members}: global ranks in group rank order. */
    public void defineGroup(int id, int[] members) {
        checkId(id, "group");
        if (members.length > LocalFormat.MAX_GROUP_SIZE) {
            throw new IllegalArgumentException("group too large: " + members.length);
        }
        int p = beginDefinition(LocalFormat.DEF_GROUP, 10 + 5 * members.length);
        if (p < 0) {
            return;
        }
        p = Varint.putInt(buffer, p, id);
        p = Varint.putInt(buffer, p, members.length);
        for (int m : members) {
            if (m < 0) {
                throw new IllegalArgumentException("negative group member: " + m);
            }
            p = Varint.putInt(buffer, p, m);
        }
        observe(() -> new LocalDefinition.Group(id, Arrays.stream(members).boxed().toList()));
        commitDefinition(p);
    }

    /** {@code key}: job-unique communicator number, the same on every member; {@code group}: local group id. */
    public void defineCommunicator(int id, long key, String name, int group) {
        checkId(id, "communicator");
        checkId(group, "group");
        if (defineKeyed(LocalFormat.DEF_COMMUNICATOR, id, key, name, group)) {
            observe(() -> new LocalDefinition.Communicator(id, key, name, group));
        }
    }

    /** {@code key}: job-unique window number; {@code communicator}: local communicator id. */
    public void defineWindow(int id, long key, String name, int communicator) {
        checkId(id, "window");
        checkId(communicator, "communicator");
        if (defineKeyed(LocalFormat.DEF_WINDOW, id, key, name, communicator)) {
            observe(() -> new LocalDefinition.Window(id, key, name, communicator));
        }
    }

    /**
     * Communicators and windows share one layout: id, job-unique key, name, the id of what they are built on.
     * False if the writer is closed (nothing stored).
     */
    private boolean defineKeyed(int tag, int id, long key, String name, int parent) {
        byte[] n = utf8(name);
        int p = beginDefinition(tag, 20 + strings(n));
        if (p < 0) {
            return false;
        }
        p = Varint.putInt(buffer, p, id);
        p = Varint.putSignedLong(buffer, p, key);
        p = putString(p, n);
        p = Varint.putInt(buffer, p, parent);
        commitDefinition(p);
        return true;
    }

    /**
     * The Cartesian topology of local communicator {@code t.communicator()}: its name, its dimensions (name, size,
     * periodicity) and the coordinates of each communicator rank in rank order.
     *
     * @throws IllegalArgumentException if a rank's coordinates do not lie in the grid
     */
    public void defineCartTopology(LocalDefinition.CartTopology t) {
        checkId(t.communicator(), "communicator");
        int dims = t.dimensions().size();
        if (dims < 1 || dims > LocalFormat.MAX_CART_DIMENSIONS) {
            throw new IllegalArgumentException("topology " + t.name() + " has " + dims + " dimensions");
        }
        if (t.coordinates().size() > LocalFormat.MAX_GROUP_SIZE) {
            throw new IllegalArgumentException("topology " + t.name() + " too large: " + t.coordinates().size());
        }
        byte[] n = utf8(t.name());
        byte[][] dimNames = new byte[dims][];
        for (int d = 0; d < dims; d++) {
            Definitions.CartDimension dim = t.dimensions().get(d);
            if (dim.size() < 1) {
                throw new IllegalArgumentException("topology " + t.name() + ": dimension " + d + " has size "
                        + dim.size());
            }
            dimNames[d] = utf8(dim.name());
        }
        for (List<Integer> c : t.coordinates()) {
            boolean inGrid = c.size() == dims;
            for (int d = 0; inGrid && d < dims; d++) {
                inGrid = c.get(d) >= 0 && c.get(d) < t.dimensions().get(d).size();
            }
            if (!inGrid) {
                throw new IllegalArgumentException("topology " + t.name() + ": coordinates " + c
                        + " do not lie in the grid of " + dims + " dimensions");
            }
        }
        long bytes = 15L + strings(n) + strings(dimNames) + 6L * dims + 5L * dims * t.coordinates().size();
        int p = beginDefinition(LocalFormat.DEF_CART_TOPOLOGY, (int) Math.min(bytes, Integer.MAX_VALUE));
        if (p < 0) {
            return;
        }
        p = Varint.putInt(buffer, p, t.communicator());
        p = putString(p, n);
        p = Varint.putInt(buffer, p, dims);
        for (int d = 0; d < dims; d++) {
            p = putString(p, dimNames[d]);
            p = Varint.putInt(buffer, p, t.dimensions().get(d).size());
            p = Varint.putInt(buffer, p, t.dimensions().get(d).periodic() ? 1 : 0);
        }
        p = Varint.putInt(buffer, p, t.coordinates().size());
        for (List<Integer> c : t.coordinates()) {
            for (int x : c) {
                p = Varint.putInt(buffer, p, x);
            }
        }
        observe(() -> t);
        commitDefinition(p);
    }

    /** A clock synchronisation point: at raw time {@code localTime} the reference clock read localTime - offset. */
    public void clockSync(long localTime, long offset) {
        int p = beginDefinition(LocalFormat.DEF_CLOCK_SYNC, 21);
        if (p < 0) {
            return;
        }
        p = Varint.putSignedLong(buffer, p, localTime);
        p = Varint.putSignedLong(buffer, p, offset);
        observe(() -> new LocalDefinition.ClockSyncPoint(localTime, offset));
        commitDefinition(p);
    }

    private void defineLocation(LocalDefinition.LocationInfo info) {
        byte[] n = utf8(info.name());
        int p = beginDefinition(LocalFormat.DEF_LOCATION, 15 + strings(n));
        p = Varint.putInt(buffer, p, info.location());
        p = putString(p, n);
        p = Varint.putInt(buffer, p, info.rank());
        p = Varint.putInt(buffer, p, info.thread());
        observe(() -> info);
        commitDefinition(p);
    }

    // ---- flush and close ----------------------------------------------------------------------------------

    /**
     * Writes every completely appended record that is not on disk yet, as one chunk. Safe from any thread
     * (see the class comment). Does not empty the buffer: the owner reclaims the space at its next
     * buffer-full flush, which writes only what is still unwritten.
     */
    public void flush() throws IOException {
        synchronized (ioLock) {
            if (closed) {
                return;
            }
            persistCommitted();
        }
    }

    /**
     * Writes the remaining records and the end record, then closes the file. Idempotent; safe from any thread.
     * Appends after close are ignored.
     */
    @Override
    public void close() throws IOException {
        synchronized (ioLock) {
            if (closed) {
                return;
            }
            closed = true;
            try (FileChannel c = channel) {
                persistCommitted();
                ByteBuffer end = ByteBuffer.allocate(LocalFormat.END_PAYLOAD_BYTES).order(ByteOrder.LITTLE_ENDIAN);
                end.putLong(0, chunks);
                writeFrame(LocalFormat.FRAME_END, end);
            }
        }
    }

    // ---- internals ----------------------------------------------------------------------------------------

    /** SEND_COMPLETE and REQUEST_CANCELLED to the observer: a request and nothing else. */
    private void observeRequest(EventType type, long request) {
        if (observer != null) {
            observer.event(type, lastTime, Event.NONE, Event.NONE, Event.NONE, Event.NONE, Event.NONE, Event.NONE, 0,
                    0, request, 0);
        }
    }

    /** A stored definition to the observer, built only if there is one. */
    private void observe(Supplier<LocalDefinition> definition) {
        if (observer != null) {
            observer.definition(definition.get());
        }
    }

    /** Starts an event record: tag and bumped time delta. Returns the position after them. */
    private int begin(EventType type, long time) {
        if (time <= lastTime) {
            time = lastTime + 1;
        }
        int p = position;
        buffer[p++] = (byte) type.code();
        p = Varint.putLong(buffer, p, time - lastTime);
        lastTime = time;
        events++;
        return p;
    }

    private void commit(int end) {
        POSITION.setRelease(this, end);
        if (buffer.length - end < LocalFormat.MAX_EVENT_BYTES) {
            flushFull();
        }
    }

    /**
     * Makes room for a definition of at most {@code maxBytes}, flushing first if needed, and writes its tag.
     * Returns -1 when the writer is closed.
     */
    private int beginDefinition(int tag, int maxBytes) {
        if (closed) {
            return -1;
        }
        int usable = buffer.length - LocalFormat.MAX_EVENT_BYTES - 2 * LocalFormat.MAX_EVENT_BYTES;
        if (maxBytes > usable) {
            throw new IllegalArgumentException("definition of " + maxBytes + " bytes does not fit a "
                    + buffer.length + "-byte trace buffer");
        }
        if (buffer.length - position - maxBytes < LocalFormat.MAX_EVENT_BYTES) {
            flushFull();
        }
        int p = position;
        buffer[p++] = (byte) tag;
        return p;
    }

    private void commitDefinition(int end) {
        POSITION.setRelease(this, end);
    }

    /**
     * The owner's flush when the buffer is full: writes the unwritten records, empties the buffer and records
     * the flush as ENTER/EXIT of the flush region at the start of the next chunk.
     */
    private void flushFull() {
        long start = clock.getAsLong();
        synchronized (ioLock) {
            try {
                if (!closed) {
                    persistCommitted();
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write trace buffer to " + file, e);
            } finally {
                persisted = 0;
                POSITION.setRelease(this, 0);
            }
        }
        long end = clock.getAsLong();
        if (recordFlushes) {
            enter(start, flushRegion, Event.NONE);
            exit(end, flushRegion);
        }
    }

    private void persistCommitted() throws IOException {
        int committed = (int) POSITION.getAcquire(this);
        if (committed > persisted) {
            payloadView.limit(committed).position(persisted);
            writeFrame(LocalFormat.FRAME_CHUNK, payloadView);
            persisted = committed;
            chunks++;
        }
    }

    private void writeFrame(byte kind, ByteBuffer payload) throws IOException {
        crc.reset();
        crc.update(payload.duplicate());
        frameHeader.clear();
        frameHeader.put(kind).putInt(payload.remaining()).putInt((int) crc.getValue()).flip();
        frame[1] = payload;
        long total = frameHeader.remaining() + (long) payload.remaining();
        long written = 0;
        while (written < total) {
            written += channel.write(frame);
        }
    }

    private void writeFully(ByteBuffer b) throws IOException {
        while (b.hasRemaining()) {
            channel.write(b);
        }
    }

    static ByteBuffer header(int location, long baseTime) {
        ByteBuffer h = ByteBuffer.allocate(LocalFormat.HEADER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        h.put(LocalFormat.MAGIC).putInt(LocalFormat.VERSION).putInt(location).putLong(baseTime);
        CRC32 c = new CRC32();
        c.update(h.array(), 0, h.position());
        h.putInt((int) c.getValue());
        return h.flip();
    }

    private int putString(int p, byte[] s) {
        p = Varint.putInt(buffer, p, s.length);
        System.arraycopy(s, 0, buffer, p, s.length);
        return p + s.length;
    }

    private static byte[] utf8(String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        if (b.length > LocalFormat.MAX_STRING_BYTES) {
            throw new IllegalArgumentException("string longer than " + LocalFormat.MAX_STRING_BYTES + " bytes");
        }
        return b;
    }

    private static int strings(byte[]... s) {
        int n = 0;
        for (byte[] b : s) {
            n += 5 + b.length;
        }
        return n;
    }

    private static void checkId(int id, String what) {
        if (id < 0 || id > LocalFormat.MAX_LOCAL_ID) {
            throw new IllegalArgumentException(what + " id out of range: " + id);
        }
    }
}

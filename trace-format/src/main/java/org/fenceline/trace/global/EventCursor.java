package org.fenceline.trace.global;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayDeque;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import org.fenceline.trace.CorruptTraceException;

import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/**
 * Iterates one location's events in time order over a projection of the columns, without allocating per
 * event: {@link #next()} moves to the next event, the getters read its columns. Reading a column that is not
 * in the projection throws {@link IllegalStateException}; the getters are valid only after {@code next()}
 * returned true. A cursor reads only its location's row groups and
 * owns its own file handle, so cursors of different locations may be used by different threads.
 *
 * <p>Another thread may help the one iterating by decoding the row groups it will reach next
 * ({@link #decodeAhead()}), so that the iterating thread only reads their values: a thread with nothing else to do
 * (its own locations done while another's are still being read) then shortens the wait for the last location.
 *
 * <pre>{@code
 * try (EventCursor c = trace.cursor(loc, EnumSet.of(EventColumn.TIME, EventColumn.TYPE))) {
 *     while (c.next()) { if (c.type() == EventType.ENTER) use(c.time()); }
 * }
 * }</pre>
 */
public final class EventCursor implements AutoCloseable {
    /** Row groups decoded ahead and not yet reached, at most: each holds every projected column of up to 128 Ki rows. */
    private static final int AHEAD = 2;

    private final EventFile file;
    private final int location;
    private final Set<EventColumn> projection;
    private final RowGroupDecoder decoder;
    private DecodedRowGroup decoded = new DecodedRowGroup();
    private final int endRowGroup;
    /** The next row group the iterating thread reaches (only it touches this). */
    private int nextRowGroup;

    // Decoding ahead (guarded by this): row groups below `started` are decoded or being decoded by some thread.
    private int started;
    private final Map<Integer, DecodedRowGroup> ready = new HashMap<>();
    private final ArrayDeque<DecodedRowGroup> spare = new ArrayDeque<>();
    /** The row group a helper is decoding, or -1. */
    private int helped = -1;
    /** The helper's own decoder (and file handle), made on its first call. */
    private RowGroupDecoder helperDecoder;
    private boolean closed;
    private int row = -1;
    private long index = -1;

    // The current row group's columns, copied out of `decoded` so getters are one array load; null = not projected.
    private long[] times;
    private int[] types;
    private int[] regions;
    private int[] callSites;
    private int[] comms;
    private int[] windows;
    private int[] partners;
    private int[] tags;
    private long[] bytes;
    private long[] recvBytes;
    private long[] requests;
    private int[] flags;

    EventCursor(EventFile file, int location, Set<EventColumn> columns) throws IOException {
        this.file = file;
        this.location = location;
        this.projection = columns.isEmpty() ? EnumSet.noneOf(EventColumn.class) : EnumSet.copyOf(columns);
        this.decoder = new RowGroupDecoder(file, projection);
        this.nextRowGroup = file.index().firstRowGroup(location);
        this.endRowGroup = nextRowGroup + file.index().rowGroupCount(location);
        this.started = nextRowGroup;
    }

    /** Moves to the next event; false (and the cursor is exhausted) when the location has no more. */
    public boolean next() throws IOException {
        if (++row < decoded.rows) {
            index++;
            return true;
        }
        while (nextRowGroup < endRowGroup) {
            // A row group that fails to decode fails again on the next call: it is never skipped (one that failed
            // on a helper is decoded here, and fails here).
            DecodedRowGroup ahead = reach(nextRowGroup);
            if (ahead == null) {
                decoder.decode(nextRowGroup, decoded);
            } else {
                synchronized (this) {
                    spare.push(decoded);
                }
                decoded = ahead;
            }
            nextRowGroup++;
            bindColumns();
            row = 0;
            if (decoded.rows > 0) {
                index++;
                return true;
            }
        }
        row = decoded.rows;
        return false;
    }

    /**
     * The iterating thread reaches {@code rowGroup}: its values if a helper decoded them, or null if it is to decode
     * them itself. While a helper is still decoding it, this thread decodes the next row group no one has started
     * on (if the ready ones leave room), then waits.
     */
    private DecodedRowGroup reach(int rowGroup) throws IOException {
        synchronized (this) {
            if (started == rowGroup && helped < 0) {   // never helped (the common case), or not this far
                started++;
                return null;
            }
        }
        while (true) {
            int meanwhile;
            DecodedRowGroup into;
            synchronized (this) {
                DecodedRowGroup done = ready.remove(rowGroup);
                if (done != null) {
                    notifyAll();   // room for a helper
                    return done;
                }
                if (helped != rowGroup) {
                    started = Math.max(started, rowGroup + 1);
                    return null;
                }
                if (started >= endRowGroup || ready.size() + 1 >= AHEAD) {
                    await();
                    continue;
                }
                meanwhile = started++;
                into = spareGroup();
            }
            boolean decodedIt = tryDecode(decoder, meanwhile, into);
            synchronized (this) {
                if (decodedIt) {
                    ready.put(meanwhile, into);
                } else {
                    spare.push(into);
                }
            }
        }
    }

    /**
     * Decodes, on the calling thread, the next row group of this cursor that no thread has started on, for the
     * iterating thread to take when it gets there; waits while {@link #AHEAD} row groups are ready and not yet
     * reached. False when there is nothing to help with: every row group is started on, the cursor is closed, or
     * another thread is helping it. For any thread but the iterating one; a row group that fails to decode here is
     * left for the iterating thread, which reports the failure where it reaches it.
     */
    public boolean decodeAhead() throws IOException {
        int rowGroup;
        DecodedRowGroup into;
        RowGroupDecoder helper;
        synchronized (this) {
            while (!closed && helped < 0 && started < endRowGroup && ready.size() >= AHEAD) {
                await();
            }
            if (closed || helped >= 0 || started >= endRowGroup) {
                return false;
            }
            if (helperDecoder == null) {
                helperDecoder = new RowGroupDecoder(file, projection);
            }
            helper = helperDecoder;
            rowGroup = started++;
            helped = rowGroup;
            into = spareGroup();
        }
        boolean decodedIt = tryDecode(helper, rowGroup, into);
        synchronized (this) {
            helped = -1;
            if (decodedIt && !closed) {
                ready.put(rowGroup, into);
            }
            if (closed) {
                helperDecoder.close();
                helperDecoder = null;
            }
            notifyAll();
            return !closed;
        }
    }

    /**
     * Row groups a helper could decode ahead: those no thread has started to decode yet; 0 when the cursor is
     * closed or another thread is decoding one ahead now.
     */
    public synchronized int rowGroupsToHelpWith() {
        return closed || helped >= 0 ? 0 : endRowGroup - started;
    }

    private DecodedRowGroup spareGroup() {
        return spare.isEmpty() ? new DecodedRowGroup() : spare.pop();
    }

    private static boolean tryDecode(RowGroupDecoder with, int rowGroup, DecodedRowGroup into) {
        try {
            with.decode(rowGroup, into);
            return true;
        } catch (CorruptTraceException | RuntimeException e) {
            return false;   // decoded again, and reported, by the iterating thread
        }
    }

    private void await() throws InterruptedIOException {
        try {
            wait();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while reading location " + location);
        }
    }

    /** The location this cursor iterates. */
    public int location() {
        return location;
    }

    /** Position of the current event among its location's events (0-based). */
    public long index() {
        return index;
    }

    public Set<EventColumn> projection() {
        return projection;
    }

    public long time() {
        return column(times, EventColumn.TIME)[row];
    }

    public EventType type() {
        return EventType.ofCode(typeCode());
    }

    /** The type's {@link EventType#code()}, for switch-free dispatch tables. */
    public int typeCode() {
        return column(types, EventColumn.TYPE)[row];
    }

    public int region() {
        return column(regions, EventColumn.REGION)[row];
    }

    public int callSite() {
        return column(callSites, EventColumn.CALL_SITE)[row];
    }

    public int comm() {
        return column(comms, EventColumn.COMM)[row];
    }

    public int window() {
        return column(windows, EventColumn.WINDOW)[row];
    }

    public int partner() {
        return column(partners, EventColumn.PARTNER)[row];
    }

    public int tag() {
        return column(tags, EventColumn.TAG)[row];
    }

    public long bytes() {
        return column(bytes, EventColumn.BYTES)[row];
    }

    public long recvBytes() {
        return column(recvBytes, EventColumn.RECV_BYTES)[row];
    }

    public long request() {
        return column(requests, EventColumn.REQUEST)[row];
    }

    public int flags() {
        return column(flags, EventColumn.FLAGS)[row];
    }

    /** The current event as a record (allocates; needs every column in the projection). */
    public Event event() {
        return new Event(location, time(), type(), region(), callSite(), comm(), window(), partner(), tag(),
                bytes(), recvBytes(), request(), flags());
    }

    @Override
    public void close() throws IOException {
        decoder.close();
        synchronized (this) {
            closed = true;
            ready.clear();
            spare.clear();
            if (helped < 0 && helperDecoder != null) {
                helperDecoder.close();   // else the helper closes it when its row group is done
                helperDecoder = null;
            }
            notifyAll();
        }
    }

    private void bindColumns() {
        times = decoded.longs[EventColumn.TIME.ordinal()];
        types = decoded.ints[EventColumn.TYPE.ordinal()];
        regions = decoded.ints[EventColumn.REGION.ordinal()];
        callSites = decoded.ints[EventColumn.CALL_SITE.ordinal()];
        comms = decoded.ints[EventColumn.COMM.ordinal()];
        windows = decoded.ints[EventColumn.WINDOW.ordinal()];
        partners = decoded.ints[EventColumn.PARTNER.ordinal()];
        tags = decoded.ints[EventColumn.TAG.ordinal()];
        bytes = decoded.longs[EventColumn.BYTES.ordinal()];
        recvBytes = decoded.longs[EventColumn.RECV_BYTES.ordinal()];
        requests = decoded.longs[EventColumn.REQUEST.ordinal()];
        flags = decoded.ints[EventColumn.FLAGS.ordinal()];
    }

    private static int[] column(int[] values, EventColumn column) {
        if (values == null) {
            throw new IllegalStateException("column '" + column.columnName() + "' is not in the cursor's projection");
        }
        return values;
    }

    private static long[] column(long[] values, EventColumn column) {
        if (values == null) {
            throw new IllegalStateException("column '" + column.columnName() + "' is not in the cursor's projection");
        }
        return values;
    }
}

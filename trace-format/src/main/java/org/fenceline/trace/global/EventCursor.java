package org.fenceline.trace.global;

import java.io.IOException;
import java.util.EnumSet;
import java.util.Set;

import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/**
 * Iterates one location's events in time order over a projection of the columns, without allocating per
 * event: {@link #next()} moves to the next event, the getters read its columns. Reading a column that is not
 * in the projection throws {@link IllegalStateException}; the getters are valid only after {@code next()}
 * returned true. A cursor reads only its location's row groups and
 * owns its own file handle, so cursors of different locations may be used by different threads.
 *
 * <pre>{@code
 * try (EventCursor c = trace.cursor(loc, EnumSet.of(EventColumn.TIME, EventColumn.TYPE))) {
 *     while (c.next()) { if (c.type() == EventType.ENTER) use(c.time()); }
 * }
 * }</pre>
 */
public final class EventCursor implements AutoCloseable {
    private final int location;
    private final Set<EventColumn> projection;
    private final RowGroupDecoder decoder;
    private final DecodedRowGroup decoded = new DecodedRowGroup();
    private final int endRowGroup;
    private int nextRowGroup;
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
        this.location = location;
        this.projection = columns.isEmpty() ? EnumSet.noneOf(EventColumn.class) : EnumSet.copyOf(columns);
        this.decoder = new RowGroupDecoder(file, projection);
        this.nextRowGroup = file.index().firstRowGroup(location);
        this.endRowGroup = nextRowGroup + file.index().rowGroupCount(location);
    }

    /** Moves to the next event; false (and the cursor is exhausted) when the location has no more. */
    public boolean next() throws IOException {
        if (++row < decoded.rows) {
            index++;
            return true;
        }
        while (nextRowGroup < endRowGroup) {
            // A row group that fails to decode fails again on the next call: it is never skipped.
            decoder.decode(nextRowGroup, decoded);
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

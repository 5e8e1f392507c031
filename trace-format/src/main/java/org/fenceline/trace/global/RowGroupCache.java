package org.fenceline.trace.global;

import java.io.Closeable;
import java.io.IOException;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;

import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/**
 * Random access to events: decodes whole row groups (all columns) and keeps the most recently used few, since
 * random accesses cluster (a pattern looks at a message's partner, then at events near it).
 */
final class RowGroupCache implements Closeable {
    /** 4 row groups of at most 128 Ki rows with all columns: at most about 36 MB. */
    static final int CAPACITY = 4;

    private final EventFile file;
    private final RowGroupDecoder decoder;
    private final Map<Integer, DecodedRowGroup> recent = new LinkedHashMap<>(CAPACITY * 2, 0.75f, true);

    RowGroupCache(EventFile file) throws IOException {
        this.file = file;
        this.decoder = new RowGroupDecoder(file, EnumSet.allOf(EventColumn.class));
    }

    synchronized Event event(int location, long index) throws IOException {
        LocationIndex locations = file.index();
        if (location < 0 || location >= locations.locationCount()) {
            throw new IndexOutOfBoundsException("no location " + location + " (trace has " + locations.locationCount() + ")");
        }
        if (index < 0 || index >= locations.eventCount(location)) {
            throw new IndexOutOfBoundsException("location " + location + " has no event " + index
                    + " (it has " + locations.eventCount(location) + ")");
        }
        int rowGroup = rowGroupOf(location, index);
        DecodedRowGroup group = load(rowGroup);
        int row = (int) (index - file.firstIndexOf(rowGroup));
        return new Event(location,
                group.longs[EventColumn.TIME.ordinal()][row],
                EventType.ofCode(group.ints[EventColumn.TYPE.ordinal()][row]),
                group.ints[EventColumn.REGION.ordinal()][row],
                group.ints[EventColumn.CALL_SITE.ordinal()][row],
                group.ints[EventColumn.COMM.ordinal()][row],
                group.ints[EventColumn.WINDOW.ordinal()][row],
                group.ints[EventColumn.PARTNER.ordinal()][row],
                group.ints[EventColumn.TAG.ordinal()][row],
                group.longs[EventColumn.BYTES.ordinal()][row],
                group.longs[EventColumn.RECV_BYTES.ordinal()][row],
                group.longs[EventColumn.REQUEST.ordinal()][row],
                group.ints[EventColumn.FLAGS.ordinal()][row]);
    }

    /** Binary search over the location's row groups by the index of their first event. */
    private int rowGroupOf(int location, long index) {
        int low = file.index().firstRowGroup(location);
        int high = low + file.index().rowGroupCount(location) - 1;
        while (low < high) {
            int mid = (low + high + 1) >>> 1;
            if (file.firstIndexOf(mid) <= index) {
                low = mid;
            } else {
                high = mid - 1;
            }
        }
        return low;
    }

    private DecodedRowGroup load(int rowGroup) throws IOException {
        DecodedRowGroup group = recent.get(rowGroup);
        if (group != null) {
            return group;
        }
        if (recent.size() < CAPACITY) {
            group = new DecodedRowGroup();
        } else {
            // Reuse the least recently used group's arrays rather than allocating new ones.
            Integer eldest = recent.keySet().iterator().next();
            group = recent.remove(eldest);
        }
        decoder.decode(rowGroup, group);
        recent.put(rowGroup, group);
        return group;
    }

    @Override
    public synchronized void close() throws IOException {
        decoder.close();
    }
}

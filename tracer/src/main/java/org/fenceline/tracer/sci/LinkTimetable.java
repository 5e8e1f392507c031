package org.fenceline.tracer.sci;

import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;

/**
 * When one link segment is busy: disjoint, sorted busy intervals, and the free gaps between them that later
 * bookings can still use. A link interleaves the packets of different streams, so a transfer fills the gaps
 * from the time it can start, not the time after the last booking: a control packet injected between the
 * packets of a DMA stream that was booked far ahead does not wait for that stream's end.
 *
 * <p>Bookings arrive nearly in time order (a rank books at its own time, and the kernel runs the earliest rank
 * first), so intervals ending more than {@link #HISTORY_NANOS} before a booking's start are forgotten; a
 * booking that far in the past finds the link free.
 */
final class LinkTimetable {
    static final long HISTORY_NANOS = 10_000_000;

    /** Receives the intervals a {@link #fill} occupies. */
    @FunctionalInterface
    interface Parts {
        Parts IGNORED = (start, end) -> { };

        void occupied(long start, long end);
    }

    /** Busy intervals: start -> end (exclusive), disjoint, not touching. */
    private final TreeMap<Long, Long> busy = new TreeMap<>();

    /**
     * Occupies {@code amount} ns of free link time from {@code from} on, in as many gaps as it takes. Returns
     * {first busy instant, end}: when the transfer starts and when its last part has crossed. Each part it
     * occupies is reported to {@code parts}.
     */
    long[] fill(long from, long amount, Parts parts) {
        forget(from);
        Map.Entry<Long, Long> last = busy.lastEntry();
        if (amount > 0 && (last == null || last.getValue() <= from)) {
            // After everything booked (a link used by one stream): no gap to search.
            if (last != null && last.getValue() == from) {
                busy.put(last.getKey(), from + amount);
            } else {
                busy.put(from, from + amount);
            }
            parts.occupied(from, from + amount);
            return new long[] {from, from + amount};
        }
        long cursor = from;
        long remaining = amount;
        long start = Long.MIN_VALUE;
        while (true) {
            Map.Entry<Long, Long> covering = busy.floorEntry(cursor);
            if (covering != null && covering.getValue() > cursor) {
                cursor = covering.getValue();
            }
            if (start == Long.MIN_VALUE) {
                start = cursor;
            }
            if (remaining <= 0) {
                return new long[] {start, cursor};
            }
            Map.Entry<Long, Long> next = busy.higherEntry(cursor);
            long used = next == null ? remaining : Math.min(remaining, next.getKey() - cursor);
            occupy(cursor, cursor + used);
            parts.occupied(cursor, cursor + used);
            remaining -= used;
            cursor += used;
        }
    }

    /**
     * Marks [{@code start}, {@code end}) busy whatever was booked there, for traffic with priority. Returns the
     * time it took from earlier bookings in that interval: they now have to cross later.
     */
    long take(long start, long end) {
        forget(start);
        long overlap = 0;
        Map.Entry<Long, Long> entry = busy.floorEntry(start);
        if (entry == null || entry.getValue() <= start) {
            entry = busy.higherEntry(start);
        }
        while (entry != null && entry.getKey() < end) {
            overlap += Math.min(end, entry.getValue()) - Math.max(start, entry.getKey());
            entry = busy.higherEntry(entry.getKey());
        }
        occupy(start, end);
        return overlap;
    }

    /** Busy intervals currently remembered (for tests). */
    int intervals() {
        return busy.size();
    }

    /** Whether {@code time} lies in a busy interval (for tests). */
    boolean busyAt(long time) {
        Map.Entry<Long, Long> entry = busy.floorEntry(time);
        return entry != null && entry.getValue() > time;
    }

    /** Adds [start, end) to the busy intervals, merging it with every interval it overlaps or touches. */
    private void occupy(long start, long end) {
        long from = start;
        long to = end;
        Map.Entry<Long, Long> before = busy.floorEntry(start);
        if (before != null && before.getValue() >= start) {
            from = before.getKey();
            to = Math.max(to, before.getValue());
        }
        Iterator<Map.Entry<Long, Long>> after = busy.tailMap(from, true).entrySet().iterator();
        while (after.hasNext()) {
            Map.Entry<Long, Long> entry = after.next();
            if (entry.getKey() > to) {
                break;
            }
            to = Math.max(to, entry.getValue());
            after.remove();
        }
        busy.put(from, to);
    }

    private void forget(long now) {
        long horizon = now - HISTORY_NANOS;
        while (!busy.isEmpty()) {
            Map.Entry<Long, Long> first = busy.firstEntry();
            if (first.getValue() >= horizon) {
                return;
            }
            busy.pollFirstEntry();
        }
    }
}

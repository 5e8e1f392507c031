package org.fenceline.trace.merge;

import java.io.IOException;
import java.util.Arrays;
import org.fenceline.trace.column.LongColumn;
import org.fenceline.trace.global.LocationSink;
import org.fenceline.trace.local.LocalTraceReader;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;

/**
 * Writes one location's events to the global trace in their final order, during the second pass.
 *
 * <p><b>Order.</b> The location's own records arrive in file order. Before each own record, the timeline first
 * writes the floating events (from other locations' records) whose desired time is earlier, then the block of
 * transfer ends moved in front of this record, then the record. At the end, the remaining floating events,
 * then a synthetic EXIT (flag SYNTHETIC) for every region still open, innermost first, so a trace cut short
 * by a crash or abort still nests properly.
 *
 * <p><b>Tie-break.</b> The global trace needs strictly increasing timestamps per location. Desired times can
 * collide (two moved ends before one exit, clock correction rounding two raw times to one, a floating event
 * landing on an own event's nanosecond), so each event is written at max(desired, previous + 1): order is
 * never changed, and a collision pushes the later events forward by the fewest nanoseconds needed. Events
 * therefore never move earlier than their desired time.
 */
final class LocationTimeline {
    private final int location;
    private final LocationPlan plan;
    /** Each location's transfers, which the plan's refs name. */
    private final TransferTable[] transfers;
    /** Each location's id translation: a placed transfer is translated by the one of the location that recorded it. */
    private final IdTranslation[] translations;
    private final LocationSink sink;
    // The plan's next entries, and what every own record is compared with (kept here rather than read from the
    // plan's columns for each record): the next floating transfer's desired time (MAX_VALUE: none left), the next
    // block's and the next moved-away record's position (NONE: none left).
    private int nextFloating;
    private long nextFloatingTime;
    private int nextBlock;
    private long nextBlockPosition;
    private int nextMovedAway;
    private long nextMovedAwayPosition;
    private long last = Long.MIN_VALUE;
    private int[] openRegions = new int[16];
    private int depth;

    LocationTimeline(LocationPlan plan, TransferTable[] transfers, IdTranslation[] translations, LocationSink sink) {
        this.location = sink.location();
        this.plan = plan;
        this.transfers = transfers;
        this.translations = translations;
        this.sink = sink;
        nextFloatingTime = floatingTime(0);
        nextBlockPosition = entry(plan.blockPositions(), 0);
        nextMovedAwayPosition = entry(plan.movedAway(), 0);
    }

    private long floatingTime(int index) {
        LongColumn floating = plan.floating();
        return index < floating.size() ? desired(floating.get(index)) : Long.MAX_VALUE;
    }

    private static long entry(LongColumn positions, int index) {
        return index < positions.size() ? positions.get(index) : Event.NONE;
    }

    /** True if the own record at {@code position} has been placed elsewhere. Positions must be asked in order. */
    boolean movedAway(long position) {
        if (nextMovedAwayPosition == position) {
            nextMovedAwayPosition = entry(plan.movedAway(), ++nextMovedAway);
            return true;
        }
        return false;
    }

    /** The own record at {@code position}, with its desired (corrected) time. Positions must increase. */
    void own(long position, Event e) throws IOException {
        before(position, e.time());
        emit(e);
    }

    /**
     * The own record the reader is at (position {@code position}), translated by {@code ids}, at its desired
     * (corrected) time: as {@link #own(long, Event)}, without an {@link Event} per record.
     */
    void own(long position, LocalTraceReader r, IdTranslation ids, long time) throws IOException {
        before(position, time);
        EventType type = r.type();
        ids.append(r, place(time, type, ids.region(r.region())), sink);
    }

    /** What goes before the own record at {@code position} with desired time {@code time}. */
    private void before(long position, long time) throws IOException {
        while (nextFloatingTime < time) {
            emitTransfer(plan.floating().get(nextFloating));
            nextFloatingTime = floatingTime(++nextFloating);
        }
        if (nextBlockPosition == position) {
            LongColumn blocked = plan.blocked();
            int end = plan.blockStarts().get(nextBlock + 1);
            for (int i = plan.blockStarts().get(nextBlock); i < end; i++) {
                emitTransfer(blocked.get(i));
            }
            nextBlockPosition = entry(plan.blockPositions(), ++nextBlock);
        }
    }

    /** Writes what is left; returns the number of regions that had to be closed synthetically. */
    int finish() throws IOException {
        LongColumn floating = plan.floating();
        while (nextFloating < floating.size()) {
            emitTransfer(floating.get(nextFloating++));
        }
        nextFloatingTime = Long.MAX_VALUE;
        int closed = depth;
        while (depth > 0) {
            emit(new Event(location, last + 1, EventType.EXIT, openRegions[depth - 1], Event.NONE, Event.NONE,
                    Event.NONE, Event.NONE, Event.NONE, 0, 0, 0, EventFlags.SYNTHETIC));
        }
        return closed;
    }

    private void emit(Event e) throws IOException {
        long t = place(e.time(), e.type(), e.region());
        sink.append(t == e.time() ? e : e.withTime(t));
    }

    private long desired(long ref) {
        return transfers[TransferTable.recordedAt(ref)].desired(TransferTable.row(ref));
    }

    /** A placed transfer, at its desired time or the next free one (it opens and closes no region). */
    private void emitTransfer(long ref) throws IOException {
        int recordedAt = TransferTable.recordedAt(ref);
        int row = TransferTable.row(ref);
        TransferTable table = transfers[recordedAt];
        table.append(row, translations[recordedAt], place(table.desired(row), table.type(row), Event.NONE), sink);
    }

    /** The time an event with desired time {@code time} is written at; follows the open regions. */
    private long place(long time, EventType type, int region) {
        long t = time > last ? time : last + 1;
        if (type == EventType.ENTER) {
            if (depth == openRegions.length) {
                openRegions = Arrays.copyOf(openRegions, 2 * depth);
            }
            openRegions[depth++] = region;
        } else if (type.isRegionExit() && depth > 0) {
            depth--;
        }
        last = t;
        return t;
    }
}

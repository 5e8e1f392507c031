package org.fenceline.trace.merge;

import java.io.IOException;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.LongColumn;
import org.fenceline.trace.global.LocationSink;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/**
 * The RMA transfer records of one location's trace that may leave their place in its stream: remote records
 * converted to their owner (PUT_1TE, GET_1TS on the target), and the GET_1TE the extended model may move. One row
 * per record, in stream order, with all that the scan and the placement learn about it.
 *
 * <p>A run has a transfer every few events, held from the scan to the write pass, so the rows are columns of a
 * {@link ColumnStore}: on the heap, or in a spill file when the run's would not fit it (96 bytes a row either way;
 * an object per transfer took 152 bytes of heap, plus its references).
 *
 * <p>A row's event is the one at the location it belongs to ({@link RemoteRecordConversion}: a remote record is its
 * owner's event, with the recording location as partner), with the recording location's local ids (canonical
 * window) and raw time. Elsewhere a transfer is named by a {@link #ref}: its recording location and row.
 */
final class TransferTable {
    /** Heap a row takes on the heap with its entry in a plan's list ({@link TransferList}: 16 bytes). */
    static final long HEAP_BYTES = 96 + 16;

    private static final EventType[] TYPES = EventType.values();
    private static final int NO_SYNC = -1;
    private static final SyncIndex.Kind[] SYNC_KINDS = SyncIndex.Kind.values();

    private final int recordedAt;
    // The record as the scan read it.
    private final LongColumn positions;
    private final LongColumn times;
    private final LongColumn earliestTimes;
    private final LongColumn bytes;
    private final LongColumn requests;
    private final IntColumn recordedTypes;
    private final IntColumn windows;
    private final IntColumn recordedPartners;
    private final IntColumn flags;
    // The active-target synchronisation that completes it, by name in its owner's SyncIndex (kind NO_SYNC: none).
    private final IntColumn syncKinds;
    private final IntColumn syncPeers;
    private final IntColumn syncOrdinals;
    // The exit it is moved in front of (location NONE: it stays), and its time once placed.
    private final IntColumn exitLocations;
    private final LongColumn exitPositions;
    private final LongColumn exitRawTimes;
    private final LongColumn desiredTimes;

    TransferTable(int recordedAt, ColumnStore store) {
        this.recordedAt = recordedAt;
        positions = store.longs();
        times = store.longs();
        earliestTimes = store.longs();
        bytes = store.longs();
        requests = store.longs();
        recordedTypes = store.ints();
        windows = store.ints();
        recordedPartners = store.ints();
        flags = store.ints();
        syncKinds = store.ints();
        syncPeers = store.ints();
        syncOrdinals = store.ints();
        exitLocations = store.ints();
        exitPositions = store.longs();
        exitRawTimes = store.longs();
        desiredTimes = store.longs();
    }

    /** A transfer by recording location and row: what the placement's lists hold. */
    static long ref(int recordedAt, int row) {
        return (long) recordedAt << 32 | row;
    }

    static int recordedAt(long ref) {
        return (int) (ref >>> 32);
    }

    static int row(long ref) {
        return (int) ref;
    }

    /**
     * Adds the transfer record of type {@code recorded} at {@code position} of this location's stream; returns its
     * row. {@code earliestTime}: the earliest raw time the record may have had, the start of the run of records 1 ns
     * apart that it ends (a local trace's writer moves a record that would not follow the previous one to 1 ns
     * after it, so a record in such a run may have been recorded at any time from the run's start on); {@code time}
     * for a record not in such a run.
     */
    int add(long position, EventType recorded, long time, long earliestTime, int window, int partner, long bytes,
            long request, int flags) {
        int row = positions.size();
        positions.add(position);
        times.add(time);
        earliestTimes.add(earliestTime);
        this.bytes.add(bytes);
        requests.add(request);
        recordedTypes.add(recorded.ordinal());
        windows.add(window);
        recordedPartners.add(partner);
        this.flags.add(flags);
        syncKinds.add(NO_SYNC);
        syncPeers.add(Event.NONE);
        syncOrdinals.add(0);
        exitLocations.add(Event.NONE);
        exitPositions.add(0);
        exitRawTimes.add(0);
        desiredTimes.add(0);
        return row;
    }

    int size() {
        return positions.size();
    }

    int recordedAt() {
        return recordedAt;
    }

    /** The location the event belongs to: the target for a remote record, else the recording location. */
    int owner(int row) {
        return isRemote(row) ? recordedPartners.get(row) : recordedAt;
    }

    EventType type(int row) {
        return TYPES[recordedTypes.get(row)].localForm();
    }

    int partner(int row) {
        return isRemote(row) ? recordedAt : recordedPartners.get(row);
    }

    boolean isEnd(int row) {
        EventType type = type(row);
        return type == EventType.PUT_1TE || type == EventType.GET_1TE;
    }

    /** The window's owner the operation accessed. */
    int target(int row) {
        return type(row) == EventType.GET_1TE ? partner(row) : owner(row);
    }

    int window(int row) {
        return windows.get(row);
    }

    long bytes(int row) {
        return bytes.get(row);
    }

    long request(int row) {
        return requests.get(row);
    }

    int flags(int row) {
        return flags.get(row);
    }

    /** Position of the record in this location's event stream. */
    long position(int row) {
        return positions.get(row);
    }

    /** The recorded (raw) time. */
    long time(int row) {
        return times.get(row);
    }

    long earliestTime(int row) {
        return earliestTimes.get(row);
    }

    /** Completed (active target) by the owner's sync of that name, on the transfer's window. */
    void completeAt(int row, SyncIndex.Kind kind, int peer, int ordinal) {
        syncKinds.set(row, kind.ordinal());
        syncPeers.set(row, peer);
        syncOrdinals.set(row, ordinal);
    }

    /** The kind of the sync that completes it (active target), null if none does. */
    SyncIndex.Kind syncKind(int row) {
        int kind = syncKinds.get(row);
        return kind == NO_SYNC ? null : SYNC_KINDS[kind];
    }

    int syncPeer(int row) {
        return syncPeers.get(row);
    }

    int syncOrdinal(int row) {
        return syncOrdinals.get(row);
    }

    /** Moves the transfer in front of the exit of {@code location} at {@code position}, recorded at {@code rawTime}. */
    void moveBefore(int row, int location, long position, long rawTime) {
        exitLocations.set(row, location);
        exitPositions.set(row, position);
        exitRawTimes.set(row, rawTime);
    }

    /** Keeps the transfer where it was recorded (it had been moved). */
    void stay(int row) {
        exitLocations.set(row, Event.NONE);
    }

    /** The location of the exit it goes in front of, NONE if it stays where it was recorded. */
    int exitLocation(int row) {
        return exitLocations.get(row);
    }

    long exitPosition(int row) {
        return exitPositions.get(row);
    }

    long exitRawTime(int row) {
        return exitRawTimes.get(row);
    }

    /** The (corrected) time it is to be written at. */
    long desired(int row) {
        return desiredTimes.get(row);
    }

    void desire(int row, long time) {
        desiredTimes.set(row, time);
    }

    /** Appends the transfer with global ids ({@code ids}: this location's) at {@code time} to its owner's sink. */
    void append(int row, IdTranslation ids, long time, LocationSink sink) throws IOException {
        sink.append(time, type(row), Event.NONE, Event.NONE, Event.NONE, ids.window(window(row)), partner(row),
                Event.NONE, bytes(row), 0, request(row), flags(row));
    }

    private boolean isRemote(int row) {
        return TYPES[recordedTypes.get(row)].isRemote();
    }
}

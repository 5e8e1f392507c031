package org.fenceline.trace.merge;

import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/**
 * An RMA transfer record that may leave its place in the recording location's stream: a remote record
 * converted to its owner (PUT_1TE, GET_1TS on the target), or a GET_1TE the extended model may move. A run has
 * millions, held from the scan to the write pass, so one object carries all that the scan and the placement
 * learn about it (no completion, key or placement objects of its own, and no {@link Event}: its fields are those
 * an RMA transfer record has, the others being NONE or 0).
 */
final class Transfer {
    // The event at the location it belongs to (RemoteRecordConversion: a remote record is its owner's event, with
    // the recording location as partner), with the recording location's local ids (canonical window) and raw time.
    final int location;
    final long time;
    final EventType type;
    final int window;
    final int partner;
    final long bytes;
    final long request;
    final int flags;
    final int recordedAt;
    /** Position of the record in the recording location's event stream. */
    final long position;
    /**
     * The earliest raw time the record may have had: the start of the run of records 1 ns apart that it ends in
     * the recording location's stream. A local trace's writer moves a record that would not follow the previous
     * one to 1 ns after it, so a record in such a run may have been recorded at any time from the run's start on.
     */
    final long earliestTime;

    // Where the extended model moves it, as the scan found (neither for transfer starts and for ends without a
    // completing sync). Active target: the completing sync by its name in the owner's SyncIndex (window: the
    // recording location's canonical id).
    SyncIndex.Kind syncKind;
    int syncWindow;
    int syncPeer;
    int syncOrdinal;
    /** Passive target: the exit of the origin's unlock or flush (location NONE if not). */
    int exitLocation = Event.NONE;
    long exitPosition;
    long exitRawTime;

    // The placement's state (TransferPlacement).
    /** The recorded time, corrected: where the record stays unless it is moved. */
    long basic;
    /** The exit it goes in front of: location (NONE if it is not moved), position, corrected time. */
    int anchorLocation = Event.NONE;
    long anchorPosition;
    long anchorTime;
    long desired;

    /**
     * The transfer record of type {@code recorded} at {@code position} of location {@code recordedAt}'s stream:
     * a remote record (PUT_1TE_REMOTE, GET_1TS_REMOTE) becomes the PUT_1TE or GET_1TS of its partner, the target,
     * with {@code recordedAt} as partner; any other stays the recording location's. {@code earliestTime}: see
     * {@link #earliestTime} ({@code time} for a record not in such a run).
     */
    Transfer(int recordedAt, long position, EventType recorded, long time, long earliestTime, int window, int partner,
            long bytes, long request, int flags) {
        boolean remote = recorded.isRemote();
        this.location = remote ? partner : recordedAt;
        this.time = time;
        this.type = remote ? recorded.localForm() : recorded;
        this.window = window;
        this.partner = remote ? recordedAt : partner;
        this.bytes = bytes;
        this.request = request;
        this.flags = flags;
        this.recordedAt = recordedAt;
        this.position = position;
        this.earliestTime = earliestTime;
    }

    boolean isEnd() {
        return type == EventType.PUT_1TE || type == EventType.GET_1TE;
    }

    /** The window's owner the operation accessed. */
    int target() {
        return type == EventType.GET_1TE ? partner : location;
    }

    /** Completed (active target) by the owner's sync of that name. */
    void completeAt(SyncIndex.Kind kind, int window, int peer, int ordinal) {
        syncKind = kind;
        syncWindow = window;
        syncPeer = peer;
        syncOrdinal = ordinal;
    }

    /** Completed (passive target) by an exit of {@code location}. */
    void completeAtExit(int location, long position, long rawTime) {
        exitLocation = location;
        exitPosition = position;
        exitRawTime = rawTime;
    }
}

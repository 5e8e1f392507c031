package org.fenceline.trace.merge;

import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/**
 * An RMA transfer record that may leave its place in the recording location's stream: a remote record
 * converted to its owner (PUT_1TE, GET_1TS on the target), or a GET_1TE the extended model may move. A run has
 * millions, held from the scan to the write pass, so one object carries all that the scan and the placement
 * learn about it (no completion, key or placement objects of its own).
 */
final class Transfer {
    /** Local ids of the recording location (canonical windows); its raw time; location = the owning location. */
    final Event event;
    final int recordedAt;
    /** Position of the record in the recording location's event stream. */
    final long position;

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

    Transfer(Event event, int recordedAt, long position) {
        this.event = event;
        this.recordedAt = recordedAt;
        this.position = position;
    }

    boolean isEnd() {
        return event.type() == EventType.PUT_1TE || event.type() == EventType.GET_1TE;
    }

    /** The window's owner the operation accessed. */
    int target() {
        return event.type() == EventType.GET_1TE ? event.partner() : event.location();
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

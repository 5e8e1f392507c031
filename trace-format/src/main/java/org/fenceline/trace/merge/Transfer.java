package org.fenceline.trace.merge;

import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/**
 * An RMA transfer record that may leave its place in the recording location's stream: a remote record
 * converted to its owner (PUT_1TE, GET_1TS on the target), or a GET_1TE the extended model may move.
 */
final class Transfer {
    /** Global ids; raw time of the recording location; location = the owning location. */
    final Event event;
    final int recordedAt;
    /** Position of the record in the recording location's event stream. */
    final long position;
    /** Where the extended model moves it; null for transfer starts and for ends without completing sync. */
    Completion completion;

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
}

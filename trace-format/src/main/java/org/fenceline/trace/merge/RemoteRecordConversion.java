package org.fenceline.trace.merge;

import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;

/**
 * Remote-side records (digest 001 §3.6): the origin of a Put records the transfer end that belongs to the
 * target (PUT_1TE_REMOTE), the origin of a Get the transfer start that belongs to the target
 * (GET_1TS_REMOTE). The merge makes them events of their owning location ({@link TransferTable}, which holds a
 * remote record as its owner's PUT_1TE or GET_1TS with the origin as partner), and marks each Get in its origin's Get
 * region with a GET_1TO.
 */
final class RemoteRecordConversion {
    private RemoteRecordConversion() {
    }

    /**
     * The GET_1TO that takes the GET_1TS_REMOTE's place in the origin's stream: same time (right after the
     * origin's ENTER of the Get), so it precedes or coincides with the target's GET_1TS, which keeps the
     * origin's timestamp; flagged SYNTHETIC because no runtime wrote it.
     */
    static Event originMarker(Event getRemote) {
        if (getRemote.type() != EventType.GET_1TS_REMOTE) {
            throw new IllegalArgumentException("not a GET_1TS_REMOTE: " + getRemote.type());
        }
        return Event.rma(getRemote.location(), getRemote.time(), EventType.GET_1TO, getRemote.window(),
                getRemote.partner(), getRemote.bytes(), getRemote.request(),
                getRemote.flags() | EventFlags.SYNTHETIC);
    }
}

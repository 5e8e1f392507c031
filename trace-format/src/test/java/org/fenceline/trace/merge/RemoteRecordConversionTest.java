package org.fenceline.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;
import org.junit.jupiter.api.Test;

class RemoteRecordConversionTest {
    /** The transfer's event, as the placement translates it (with ids unchanged). */
    private static Event owned(Transfer t) {
        return Event.rma(t.location, t.time, t.type, t.window, t.partner, t.bytes, t.request, t.flags);
    }

    @Test
    void aRemotePutEndBecomesThePutEndOfTheTarget() {
        Transfer t = new Transfer(0, 7, EventType.PUT_1TE_REMOTE, 32, 32, 4, 3, 64, 9, EventFlags.withOp(0, 2));
        assertEquals(Event.rma(3, 32, EventType.PUT_1TE, 4, 0, 64, 9, EventFlags.withOp(0, 2)), owned(t));
        assertEquals(3, t.target());
        assertEquals(0, t.recordedAt);
    }

    @Test
    void aRemoteGetStartBecomesTheTargetsStartAndLeavesAMarkerAtTheOrigin() {
        Event remote = Event.rma(0, 41, EventType.GET_1TS_REMOTE, 4, 3, 16, 10, 0);
        assertEquals(Event.rma(3, 41, EventType.GET_1TS, 4, 0, 16, 10, 0),
                owned(new Transfer(0, 7, EventType.GET_1TS_REMOTE, 41, 41, 4, 3, 16, 10, 0)));
        assertEquals(Event.rma(0, 41, EventType.GET_1TO, 4, 3, 16, 10, EventFlags.SYNTHETIC),
                RemoteRecordConversion.originMarker(remote));
    }

    @Test
    void anOwnGetEndStaysTheOriginsEvent() {
        Transfer t = new Transfer(0, 7, EventType.GET_1TE, 50, 50, 4, 3, 16, 10, 0);
        assertEquals(Event.rma(0, 50, EventType.GET_1TE, 4, 3, 16, 10, 0), owned(t));
        assertEquals(3, t.target());
    }
}

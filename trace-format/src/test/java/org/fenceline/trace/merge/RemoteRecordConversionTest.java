package org.fenceline.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;
import org.junit.jupiter.api.Test;

class RemoteRecordConversionTest {
    @Test
    void aRemotePutEndBecomesThePutEndOfTheTarget() {
        Event remote = Event.rma(0, 32, EventType.PUT_1TE_REMOTE, 4, 3, 64, 9, EventFlags.withOp(0, 2));
        assertEquals(Event.rma(3, 32, EventType.PUT_1TE, 4, 0, 64, 9, EventFlags.withOp(0, 2)),
                RemoteRecordConversion.toOwner(remote));
    }

    @Test
    void aRemoteGetStartBecomesTheTargetsStartAndLeavesAMarkerAtTheOrigin() {
        Event remote = Event.rma(0, 41, EventType.GET_1TS_REMOTE, 4, 3, 16, 10, 0);
        assertEquals(Event.rma(3, 41, EventType.GET_1TS, 4, 0, 16, 10, 0), RemoteRecordConversion.toOwner(remote));
        assertEquals(Event.rma(0, 41, EventType.GET_1TO, 4, 3, 16, 10, EventFlags.SYNTHETIC),
                RemoteRecordConversion.originMarker(remote));
    }
}

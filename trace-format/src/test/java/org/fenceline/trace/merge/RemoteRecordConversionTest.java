package org.fenceline.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;
import org.junit.jupiter.api.Test;

class RemoteRecordConversionTest {
    private final TransferTable recordedAt0 = new TransferTable(0, ColumnStore.HEAP);

    /** The transfer's event, as the placement translates it (with ids unchanged). */
    private Event owned(int row) {
        TransferTable t = recordedAt0;
        return Event.rma(t.owner(row), t.time(row), t.type(row), t.window(row), t.partner(row), t.bytes(row),
                t.request(row), t.flags(row));
    }

    @Test
    void aRemotePutEndBecomesThePutEndOfTheTarget() {
        int row = recordedAt0.add(7, EventType.PUT_1TE_REMOTE, 32, 32, 4, 3, 64, 9, EventFlags.withOp(0, 2));
        assertEquals(Event.rma(3, 32, EventType.PUT_1TE, 4, 0, 64, 9, EventFlags.withOp(0, 2)), owned(row));
        assertEquals(3, recordedAt0.target(row));
        assertEquals(0, recordedAt0.recordedAt());
        assertEquals(7, recordedAt0.position(row));
    }

    @Test
    void aRemoteGetStartBecomesTheTargetsStartAndLeavesAMarkerAtTheOrigin() {
        Event remote = Event.rma(0, 41, EventType.GET_1TS_REMOTE, 4, 3, 16, 10, 0);
        assertEquals(Event.rma(3, 41, EventType.GET_1TS, 4, 0, 16, 10, 0),
                owned(recordedAt0.add(7, EventType.GET_1TS_REMOTE, 41, 41, 4, 3, 16, 10, 0)));
        assertEquals(Event.rma(0, 41, EventType.GET_1TO, 4, 3, 16, 10, EventFlags.SYNTHETIC),
                RemoteRecordConversion.originMarker(remote));
    }

    @Test
    void anOwnGetEndStaysTheOriginsEvent() {
        recordedAt0.add(3, EventType.PUT_1TE_REMOTE, 20, 20, 4, 1, 8, 1, 0);
        int row = recordedAt0.add(7, EventType.GET_1TE, 50, 48, 4, 3, 16, 10, 0);
        assertEquals(1, row);
        assertEquals(Event.rma(0, 50, EventType.GET_1TE, 4, 3, 16, 10, 0), owned(row));
        assertEquals(3, recordedAt0.target(row));
        assertEquals(48, recordedAt0.earliestTime(row));
    }
}

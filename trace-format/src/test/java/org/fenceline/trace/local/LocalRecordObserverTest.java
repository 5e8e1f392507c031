package org.fenceline.trace.local;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The merge scans an import's local traces through the observer instead of reading them: both must agree. */
class LocalRecordObserverTest {
    private static final int FLUSH = 9;

    @TempDir
    Path dir;

    /** Records what it sees as a {@link LocalTrace} would hold it. */
    private static final class Recorder implements LocalRecordObserver {
        final List<LocalDefinition> definitions = new ArrayList<>();
        final List<Event> events = new ArrayList<>();

        @Override
        public void definition(LocalDefinition d) {
            definitions.add(d);
        }

        @Override
        public void event(EventType type, long time, int region, int callSite, int comm, int window, int partner,
                int tag, long bytes, long recvBytes, long request, int flags) {
            events.add(new Event(2, time, type, region, callSite, comm, window, partner, tag, bytes, recvBytes,
                    request, flags));
        }
    }

    @Test
    void theObserverSeesEveryRecordAsTheReaderReadsItBack() throws Exception {
        Recorder seen = new Recorder();
        try (LocalTraceWriter w = LocalTraceWriter.forConversion(dir, new LocalDefinition.LocationInfo(2, "rank 2", 2,
                0), FLUSH, -5, seen)) {
            w.clockSync(3, -7);
            w.defineRegion(1, "MPI_Send", "", -1, Paradigm.MPI, RegionRole.POINT_TO_POINT);
            w.defineCallSite(4, "A.java", 12, "A.main", 1);
            w.defineGroup(0, new int[] {0, 2, 3});
            w.defineCommunicator(5, 77, "MPI_COMM_WORLD", 0);
            w.defineWindow(6, -3, "win", 5);
            w.defineCartTopology(new LocalDefinition.CartTopology(5, "grid",
                    List.of(new Definitions.CartDimension("x", 3, true)), List.of(List.of(0), List.of(1), List.of(2))));
            w.enter(1, 1, 4);
            w.enter(1, 1, Event.NONE);           // same time: stored (and seen) one ns later
            w.send(0, 5, 3, -2, 1L << 40, 99, EventFlags.NON_BLOCKING);
            w.recv(10, 5, Event.NONE, 7, 8, 0, 0);
            w.recvRequest(11, Event.NONE, -1, -1, 12);
            w.sendComplete(12, 99);
            w.requestCancelled(13, 12);
            w.collExit(14, 1, 5, Event.NONE, 16, 32);
            for (EventType t : List.of(EventType.PUT_1TS, EventType.PUT_1TE, EventType.GET_1TO, EventType.GET_1TS,
                    EventType.GET_1TE, EventType.PUT_1TE_REMOTE, EventType.GET_1TS_REMOTE)) {
                w.rma(20 + t.ordinal(), t, 6, 3, 64, Long.MAX_VALUE, EventFlags.ATOMIC);
            }
            w.winExit(50, 1, 6, 0, true);
            w.winExit(51, 1, Event.NONE, Event.NONE, false);
            w.winCollExit(52, 1, 6);
            w.lock(53, EventType.LOCK_REQUEST, 6, 3, EventFlags.LOCK_EXCLUSIVE);
            w.lock(54, EventType.LOCK_ACQUIRED, 6, Event.NONE, EventFlags.LOCK_ALL);
            w.lock(55, EventType.LOCK_RELEASE, 6, 3, 0);
            w.exit(56, 1);
        }
        LocalTrace read = LocalTrace.read(TraceLayout.localTrace(dir, 2));
        assertEquals(read.definitions(), seen.definitions);
        assertEquals(read.events(), seen.events);
        assertEquals(22, seen.events.size());
    }
}

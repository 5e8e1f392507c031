package org.fenceline.trace.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LocalTraceRoundTripTest {
    private static final int LOC = 3;
    private static final int FLUSH_REGION = 0;

    @TempDir
    Path dir;

    private static LocalDefinition.LocationInfo info() {
        return new LocalDefinition.LocationInfo(LOC, "rank 3", 3, 0);
    }

    private static void defineAll(LocalTraceWriter w) {
        for (int r = 1; r <= 5; r++) {
            w.defineRegion(r, "region" + r, "F.java", 10 * r, r == 5 ? Paradigm.MPI : Paradigm.USER,
                    r == 5 ? RegionRole.RMA_ACTIVE_SYNC : RegionRole.FUNCTION);
        }
        w.defineCallSite(1, "Main.java", 42, "app.Main.main", 2);
        w.defineCallSite(2, "Main.java", 43, "app.Main.main", 3);
        w.defineGroup(1, new int[] {0, 1, 2, 3});
        w.defineGroup(2, new int[] {3, 1});
        w.defineCommunicator(1, 1L, "MPI_COMM_WORLD", 1);
        w.defineCommunicator(2, 77L, "split", 2);
        w.defineWindow(1, 500L, "win", 1);
        w.defineWindow(2, -9L, "win2", 2);
        w.clockSync(5, -12);
    }

    /** One event of every type, built with the model's factories. */
    static List<Event> oneOfEach(int loc, long t0) {
        long t = t0;
        List<Event> e = new ArrayList<>();
        e.add(Event.enter(loc, t++, 1, 1));
        e.add(Event.enter(loc, t++, 2, Event.NONE));
        e.add(Event.send(loc, t++, 1, 2, 99, 4096, 7, EventFlags.NON_BLOCKING | EventFlags.SYNCHRONOUS));
        e.add(Event.sendComplete(loc, t++, 7));
        e.add(Event.recvRequest(loc, t++, 2, -1, -1, 8));
        e.add(Event.recv(loc, t++, 2, 1, 5, 1L << 40, 8, EventFlags.NON_BLOCKING));
        e.add(Event.requestCancelled(loc, t++, 9));
        e.add(Event.collExit(loc, t++, 3, 1, Event.NONE, 80, 320));
        e.add(Event.collExit(loc, t++, 3, 1, 0, 8, 0));
        int acc = EventFlags.withOp(0, 3);
        for (EventType type : List.of(EventType.PUT_1TS, EventType.PUT_1TE, EventType.GET_1TO, EventType.GET_1TS,
                EventType.GET_1TE, EventType.PUT_1TE_REMOTE, EventType.GET_1TS_REMOTE)) {
            e.add(Event.rma(loc, t++, type, 1, 2, 1024, 123456789L, acc));
        }
        e.add(Event.winExit(loc, t++, 5, 2, 2, false));
        e.add(Event.winExit(loc, t++, 5, 2, 2, true));
        e.add(Event.winCollExit(loc, t++, 5, 1));
        e.add(Event.lock(loc, t++, EventType.LOCK_REQUEST, 1, 2, EventFlags.LOCK_EXCLUSIVE));
        e.add(Event.lock(loc, t++, EventType.LOCK_ACQUIRED, 1, 2, EventFlags.LOCK_EXCLUSIVE));
        e.add(Event.lock(loc, t++, EventType.LOCK_RELEASE, 1, Event.NONE, EventFlags.LOCK_ALL));
        e.add(Event.exit(loc, t++, 2));
        e.add(Event.exit(loc, t, 1));
        return e;
    }

    @Test
    void everyRecordKindRoundTrips() throws Exception {
        List<Event> events = oneOfEach(LOC, 1_000_000_000_000L);
        try (LocalTraceWriter w = LocalTraceWriter.create(dir, info(), FLUSH_REGION, () -> 0L)) {
            defineAll(w);
            events.forEach(w::append);
        }
        LocalTrace t = LocalTrace.read(TraceLayout.localTrace(dir, LOC));
        assertEquals(LOC, t.location());
        assertEquals(events, t.events());
        assertTrue(t.truncation().isEmpty());
        assertEquals(List.of(
                info(),
                new LocalDefinition.Region(0, LocalTraceWriter.FLUSH_REGION_NAME, "", 0, Paradigm.MEASUREMENT,
                        RegionRole.BUFFER_FLUSH),
                new LocalDefinition.Region(1, "region1", "F.java", 10, Paradigm.USER, RegionRole.FUNCTION)),
                t.definitions().subList(0, 3));
        assertEquals(List.of(
                new LocalDefinition.CallSite(1, "Main.java", 42, "app.Main.main", 2),
                new LocalDefinition.CallSite(2, "Main.java", 43, "app.Main.main", 3),
                new LocalDefinition.Group(1, List.of(0, 1, 2, 3)),
                new LocalDefinition.Group(2, List.of(3, 1)),
                new LocalDefinition.Communicator(1, 1L, "MPI_COMM_WORLD", 1),
                new LocalDefinition.Communicator(2, 77L, "split", 2),
                new LocalDefinition.Window(1, 500L, "win", 1),
                new LocalDefinition.Window(2, -9L, "win2", 2),
                new LocalDefinition.ClockSyncPoint(5, -12)),
                t.definitions().subList(7, 16));
    }

    @Test
    void aCartesianTopologyRoundTrips() throws Exception {
        var grid = new LocalDefinition.CartTopology(1, "MPI_Cartesian_2x3",
                List.of(new Definitions.CartDimension("dimension 0", 2, false),
                        new Definitions.CartDimension("dimension 1", 3, true)),
                List.of(List.of(0, 0), List.of(0, 1), List.of(0, 2), List.of(1, 0), List.of(1, 1), List.of(1, 2)));
        try (LocalTraceWriter w = LocalTraceWriter.create(dir, info(), FLUSH_REGION, () -> 0L)) {
            w.defineGroup(1, new int[] {5, 4, 3, 2, 1, 0});
            w.defineCommunicator(1, 7L, "comm#7", 1);
            w.defineCartTopology(grid);
        }
        List<LocalDefinition> read = LocalTrace.read(TraceLayout.localTrace(dir, LOC)).definitions();
        assertEquals(grid, read.get(read.size() - 1));
    }

    @Test
    void theWriterRefusesCoordinatesOutsideTheGrid() throws Exception {
        try (LocalTraceWriter w = LocalTraceWriter.create(dir, info(), FLUSH_REGION, () -> 0L)) {
            var outside = new LocalDefinition.CartTopology(1, "t",
                    List.of(new Definitions.CartDimension("dimension 0", 2, false)), List.of(List.of(0), List.of(2)));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> w.defineCartTopology(outside));
            assertEquals("topology t: coordinates [2] do not lie in the grid of 1 dimensions", e.getMessage());
        }
    }

    @Test
    void randomStreamsRoundTripThroughManySmallChunks() throws Exception {
        Random rnd = new Random(42);
        for (int round = 0; round < 20; round++) {
            List<Event> expected = randomEvents(rnd, 2_000 + rnd.nextInt(3_000));
            try (LocalTraceWriter w = LocalTraceWriter.create(dir, info(), FLUSH_REGION, () -> 0L,
                    LocalTraceWriter.MIN_BUFFER_BYTES + rnd.nextInt(4096))) {
                defineAll(w);
                expected.forEach(w::append);
            }
            LocalTrace t = LocalTrace.read(TraceLayout.localTrace(dir, LOC));
            // The buffer flushes of this writer are recorded at clock time 0, so they are bumped to
            // "previous + 1": drop them and compare the program's events.
            List<Event> actual = t.events().stream().filter(e -> e.region() != FLUSH_REGION).toList();
            assertEquals(expected, actual);
            assertTrue(t.events().size() > expected.size(), "small buffers must have flushed");
        }
    }

    /** Events with strictly increasing times far apart, so flush records never bump a program event. */
    private static List<Event> randomEvents(Random rnd, int n) {
        List<Event> out = new ArrayList<>();
        long t = 1L << 20;
        EventType[] types = EventType.values();
        while (out.size() < n) {
            EventType type = types[rnd.nextInt(types.length)];
            t += 1000 + rnd.nextInt(1 << 20);
            int region = 1 + rnd.nextInt(5);
            int comm = 1 + rnd.nextInt(2);
            int partner = rnd.nextInt(64) - 1;
            int tag = rnd.nextInt(1 << 16) - 1;
            long bytes = rnd.nextInt(4) == 0 ? rnd.nextLong() & Long.MAX_VALUE : rnd.nextInt(1 << 20);
            long request = rnd.nextInt(1 << 30);
            int flags = rnd.nextInt(1 << 16);
            out.add(switch (type) {
                case ENTER -> Event.enter(LOC, t, region, rnd.nextBoolean() ? Event.NONE : 1 + rnd.nextInt(2));
                case EXIT -> Event.exit(LOC, t, region);
                case SEND -> Event.send(LOC, t, comm, partner, tag, bytes, request, flags);
                case SEND_COMPLETE -> Event.sendComplete(LOC, t, request);
                case RECV_REQUEST -> Event.recvRequest(LOC, t, comm, partner, tag, request);
                case RECV -> Event.recv(LOC, t, comm, partner, tag, bytes, request, flags);
                case REQUEST_CANCELLED -> Event.requestCancelled(LOC, t, request);
                case COLLEXIT -> Event.collExit(LOC, t, region, comm, partner, bytes, rnd.nextInt(1000));
                case PUT_1TS, PUT_1TE, GET_1TO, GET_1TS, GET_1TE, PUT_1TE_REMOTE, GET_1TS_REMOTE ->
                        Event.rma(LOC, t, type, 1 + rnd.nextInt(2), partner, bytes, request, flags);
                case WINEXIT -> Event.winExit(LOC, t, region, 1 + rnd.nextInt(2), 1 + rnd.nextInt(2),
                        rnd.nextBoolean());
                case WINCOLLEXIT -> Event.winCollExit(LOC, t, region, 1 + rnd.nextInt(2));
                case LOCK_REQUEST, LOCK_ACQUIRED, LOCK_RELEASE -> Event.lock(LOC, t, type, 1 + rnd.nextInt(2),
                        partner, flags);
            });
        }
        return out;
    }
}

package org.fenceline.trace.global;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.fenceline.trace.bench.SyntheticTrace;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GlobalTraceRoundTripTest {
    private static final int LOCATIONS = 5;

    @TempDir
    Path dir;

    @Test
    void randomEventsAndDefinitionsReadBackEqual() throws IOException {
        Definitions definitions = SyntheticTrace.definitions(LOCATIONS);
        List<Event> events = TraceFixtures.randomEvents(1, LOCATIONS, 20_000);
        TraceFixtures.writeWithRowGroupRows(dir, definitions, events, 1000);

        try (GlobalTrace trace = GlobalTrace.open(dir); Stream<Event> read = trace.events()) {
            assertEquals(definitions, trace.definitions());
            assertEquals(events, read.toList());
            assertEquals(20_000, trace.eventCount());
        }
    }

    @Test
    void timeBoundsComeFromTheFooterAndMatchTheEvents() throws IOException {
        List<Event> events = TraceFixtures.randomEvents(3, LOCATIONS, 5_000);
        TraceFixtures.writeWithRowGroupRows(dir, SyntheticTrace.definitions(LOCATIONS), events, 300);

        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            long first = events.stream().mapToLong(Event::time).min().orElseThrow();
            long last = events.stream().mapToLong(Event::time).max().orElseThrow();
            assertEquals(Optional.of(new TimeBounds(first, last)), trace.timeBounds());
        }
    }

    @Test
    void perLocationCountsAndStreams() throws IOException {
        Definitions definitions = SyntheticTrace.definitions(LOCATIONS);
        List<Event> events = TraceFixtures.randomEvents(2, LOCATIONS, 5_000);
        TraceFixtures.writeWithRowGroupRows(dir, definitions, events, 300);

        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(LOCATIONS, trace.locationCount());
            for (int location = 0; location < LOCATIONS; location++) {
                int l = location;
                List<Event> expected = events.stream().filter(e -> e.location() == l).toList();
                assertEquals(expected.size(), trace.eventCount(location));
                try (Stream<Event> read = trace.events(location)) {
                    assertEquals(expected, read.toList());
                }
            }
        }
    }

    @Test
    void projectedCursorReturnsProjectedColumnsAndRefusesOthers() throws IOException {
        Definitions definitions = SyntheticTrace.definitions(LOCATIONS);
        List<Event> events = TraceFixtures.randomEvents(3, LOCATIONS, 5_000);
        TraceFixtures.writeWithRowGroupRows(dir, definitions, events, 700);

        try (GlobalTrace trace = GlobalTrace.open(dir);
             EventCursor cursor = trace.cursor(3, EnumSet.of(EventColumn.LOCATION, EventColumn.TIME,
                     EventColumn.TYPE, EventColumn.BYTES))) {
            List<Event> expected = events.stream().filter(e -> e.location() == 3).toList();
            int i = 0;
            while (cursor.next()) {
                Event e = expected.get(i);
                assertEquals(i, cursor.index());
                assertEquals(3, cursor.location());
                assertEquals(e.time(), cursor.time());
                assertEquals(e.type(), cursor.type());
                assertEquals(e.type().code(), cursor.typeCode());
                assertEquals(e.bytes(), cursor.bytes());
                i++;
            }
            assertEquals(expected.size(), i);
            IllegalStateException refused = assertThrows(IllegalStateException.class, cursor::region);
            assertEquals("column 'region' is not in the cursor's projection", refused.getMessage());
            assertFalse(cursor.next());
        }
    }

    @Test
    void cursorWithoutColumnsStillCountsEvents() throws IOException {
        List<Event> events = TraceFixtures.randomEvents(4, LOCATIONS, 2_000);
        TraceFixtures.writeWithRowGroupRows(dir, SyntheticTrace.definitions(LOCATIONS), events, 100);

        try (GlobalTrace trace = GlobalTrace.open(dir); EventCursor cursor = trace.cursor(1, EnumSet.noneOf(EventColumn.class))) {
            long n = 0;
            while (cursor.next()) {
                n++;
            }
            assertEquals(events.stream().filter(e -> e.location() == 1).count(), n);
        }
    }

    @Test
    void randomAccessReturnsTheIndexedEvent() throws IOException {
        List<Event> events = TraceFixtures.randomEvents(5, LOCATIONS, 10_000);
        TraceFixtures.writeWithRowGroupRows(dir, SyntheticTrace.definitions(LOCATIONS), events, 250);
        List<List<Event>> byLocation = new ArrayList<>();
        for (int l = 0; l < LOCATIONS; l++) {
            int location = l;
            byLocation.add(events.stream().filter(e -> e.location() == location).toList());
        }

        SplittableRandom random = new SplittableRandom(9);
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            for (int i = 0; i < 2_000; i++) {
                int location = random.nextInt(LOCATIONS);
                int index = random.nextInt(byLocation.get(location).size());
                assertEquals(byLocation.get(location).get(index), trace.event(location, index));
            }
            long last = trace.eventCount(2) - 1;
            assertEquals(byLocation.get(2).get((int) last), trace.event(2, last));
            assertThrows(IndexOutOfBoundsException.class, () -> trace.event(2, last + 1));
            assertThrows(IndexOutOfBoundsException.class, () -> trace.event(LOCATIONS, 0));
        }
    }

    @Test
    void locationsWithoutEventsAreEmpty() throws IOException {
        List<Event> events = List.of(
                Event.enter(0, 10, SyntheticTrace.MAIN, Event.NONE),
                Event.exit(0, 20, SyntheticTrace.MAIN),
                Event.enter(3, 5, SyntheticTrace.MAIN, Event.NONE));
        TraceFixtures.write(dir, SyntheticTrace.definitions(4), events);

        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(4, trace.locationCount());
            assertEquals(List.of(2L, 0L, 0L, 1L),
                    List.of(trace.eventCount(0), trace.eventCount(1), trace.eventCount(2), trace.eventCount(3)));
            try (EventCursor empty = trace.cursor(1)) {
                assertFalse(empty.next());
            }
            try (EventCursor last = trace.cursor(3)) {
                assertTrue(last.next());
                assertEquals(EventType.ENTER, last.type());
                assertEquals(5, last.time());
                assertFalse(last.next());
            }
            assertEquals(events, trace.events().toList());
        }
    }

    @Test
    void eventsWrittenByAnotherParquetWriterAreRead() throws IOException {
        // parquet's example writer: format v1 pages with PLAIN_DICTIONARY, as other tools may produce.
        TraceFixtures.write(dir, SyntheticTrace.definitions(2), List.of());
        List<Event> events = TraceFixtures.randomEvents(6, 1, 3_000);
        long[][] rows = events.stream().map(e -> new long[] {e.location(), e.time(), e.type().code(), e.region(),
                e.callSite(), e.comm(), e.window(), e.partner(), e.tag(), e.bytes(), e.recvBytes(), e.request(),
                e.flags()}).toArray(long[][]::new);
        TraceFixtures.writeParquet(dir.resolve("events.parquet"), EventSchema.full(), java.util.Map.of(
                "fenceline.format", "fenceline-trace/1",
                "fenceline.location.row_groups", "0,1,1",
                "fenceline.location.events", "3000,0"), rows);

        try (GlobalTrace trace = GlobalTrace.open(dir); Stream<Event> read = trace.events()) {
            assertEquals(events, read.toList());
        }
    }

    @Test
    void traceWithoutEventsOpens() throws IOException {
        TraceFixtures.write(dir, SyntheticTrace.definitions(2), List.of());

        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(0, trace.eventCount());
            assertEquals(List.of(), trace.events().toList());
            assertEquals(Optional.empty(), trace.timeBounds());
        }
    }
}

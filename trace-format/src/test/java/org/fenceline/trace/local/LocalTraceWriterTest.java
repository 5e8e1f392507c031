package org.fenceline.trace.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LocalTraceWriterTest {
    private static final int FLUSH = 9;
    private static final LocalDefinition.LocationInfo RANK0 = new LocalDefinition.LocationInfo(0, "rank 0", 0, 0);

    @TempDir
    Path dir;

    @Test
    void aConversionWriterDoesNotRecordItsFlushes() throws Exception {
        int appended = 1_500_000;   // 4 bytes each: more than one 4 MiB buffer
        try (LocalTraceWriter w = LocalTraceWriter.forConversion(dir, RANK0, FLUSH, -1)) {
            w.defineRegion(1, "f", "F.java", 1, Paradigm.USER, RegionRole.FUNCTION);
            for (int i = 0; i < appended; i++) {
                w.enter(i, 1, Event.NONE);
            }
        }
        assertTrue(Files.size(TraceLayout.localTrace(dir, 0)) > LocalTraceWriter.DEFAULT_BUFFER_BYTES);
        List<Event> events = LocalTrace.read(TraceLayout.localTrace(dir, 0)).events();
        assertEquals(appended, events.size());
        assertEquals(0, events.get(0).time(), "time 0 is after the base time -1");
        assertTrue(events.stream().allMatch(e -> e.region() == 1));
    }

    @Test
    void aFullBufferIsFlushedAndRecordedAsMeasurementRegion() throws Exception {
        // Clock readings: creation, then start and end of the one buffer-full flush.
        ScriptedClock clock = new ScriptedClock(0, 100_000, 100_500);
        int appended = 300;
        try (LocalTraceWriter w = LocalTraceWriter.create(dir, RANK0, FLUSH, clock, 1024)) {
            w.defineRegion(1, "f", "F.java", 1, Paradigm.USER, RegionRole.FUNCTION);
            for (int i = 1; i <= appended; i++) {
                w.enter(i, 1, Event.NONE);
            }
        }
        LocalTrace t = LocalTrace.read(TraceLayout.localTrace(dir, 0));
        // Definitions take 86 bytes (location 11, flush region 48, region "f" 27) and each ENTER 4, so the
        // 219th ENTER leaves 62 < 64 bytes free and triggers the flush.
        List<Event> expected = new ArrayList<>();
        for (int i = 1; i <= 219; i++) {
            expected.add(Event.enter(0, i, 1, Event.NONE));
        }
        expected.add(Event.enter(0, 100_000, FLUSH, Event.NONE));
        expected.add(Event.exit(0, 100_500, FLUSH));
        // Later events carry older times than the flush: they are bumped to previous + 1.
        for (int i = 220; i <= appended; i++) {
            expected.add(Event.enter(0, 100_500 + i - 219, 1, Event.NONE));
        }
        assertEquals(expected, t.events());
        assertTrue(t.definitions().contains(new LocalDefinition.Region(FLUSH, LocalTraceWriter.FLUSH_REGION_NAME, "",
                0, Paradigm.MEASUREMENT, RegionRole.BUFFER_FLUSH)));
        assertTrue(t.truncation().isEmpty());
    }

    @Test
    void equalAndDecreasingTimestampsAreBumpedToPreviousPlusOne() throws Exception {
        try (LocalTraceWriter w = LocalTraceWriter.create(dir, RANK0, FLUSH, () -> 10L)) {
            w.defineRegion(1, "f", "F.java", 1, Paradigm.USER, RegionRole.FUNCTION);
            w.enter(5, 1, Event.NONE);    // not after the base time 10
            w.exit(50, 1);
            w.enter(50, 1, Event.NONE);   // equal
            w.exit(40, 1);                // earlier
            w.enter(60, 1, Event.NONE);
        }
        List<Long> times = LocalTrace.read(TraceLayout.localTrace(dir, 0)).events().stream().map(Event::time).toList();
        assertEquals(List.of(11L, 50L, 51L, 52L, 60L), times);
    }

    @Test
    void closeFromAnotherThreadKeepsAppendedRecordsAndIgnoresLaterAppends() throws Exception {
        LocalTraceWriter w = LocalTraceWriter.create(dir, RANK0, FLUSH, () -> 0L);
        w.defineRegion(1, "f", "F.java", 1, Paradigm.USER, RegionRole.FUNCTION);
        w.enter(1, 1, Event.NONE);
        w.exit(2, 1);
        Thread aborter = new Thread(() -> {
            try {
                w.close();
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        aborter.start();
        aborter.join();
        w.enter(3, 1, Event.NONE);        // the rank thread wakes up after the abort
        w.defineRegion(2, "g", "G.java", 1, Paradigm.USER, RegionRole.FUNCTION);
        w.close();
        LocalTrace t = LocalTrace.read(TraceLayout.localTrace(dir, 0));
        assertEquals(List.of(Event.enter(0, 1, 1, Event.NONE), Event.exit(0, 2, 1)), t.events());
        assertTrue(t.truncation().isEmpty());
    }

    @Test
    void flushFromAnotherThreadMakesTheRecordsDurableAndTheOwnerContinues() throws Exception {
        Path crashCopy = dir.resolve("crash.bin");
        try (LocalTraceWriter w = LocalTraceWriter.create(dir, RANK0, FLUSH, () -> 0L)) {
            w.defineRegion(1, "f", "F.java", 1, Paradigm.USER, RegionRole.FUNCTION);
            w.enter(1, 1, Event.NONE);
            Thread flusher = new Thread(() -> {
                try {
                    w.flush();
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
            });
            flusher.start();
            flusher.join();
            Files.copy(w.file(), crashCopy);   // what a crash right now would leave
            w.exit(2, 1);
        }
        LocalTrace crashed = LocalTrace.read(crashCopy);
        assertEquals(List.of(Event.enter(0, 1, 1, Event.NONE)), crashed.events());
        assertEquals(Files.size(crashCopy), crashed.truncation().orElseThrow().offset());
        LocalTrace complete = LocalTrace.read(TraceLayout.localTrace(dir, 0));
        assertEquals(List.of(Event.enter(0, 1, 1, Event.NONE), Event.exit(0, 2, 1)), complete.events());
        assertTrue(complete.truncation().isEmpty());
    }

    @Test
    void rejectsWrongRecordTypesAndTinyBuffers() {
        assertThrows(IllegalArgumentException.class, () -> LocalTraceWriter.create(dir, RANK0, FLUSH, () -> 0L, 100));
        assertThrows(IllegalArgumentException.class, () -> {
            try (LocalTraceWriter w = LocalTraceWriter.create(dir, RANK0, FLUSH, () -> 0L)) {
                w.rma(1, EventType.ENTER, 0, 0, 0, 0, 0);
            }
        });
        assertThrows(IllegalArgumentException.class, () -> {
            try (LocalTraceWriter w = LocalTraceWriter.create(dir, RANK0, FLUSH, () -> 0L)) {
                w.lock(1, EventType.PUT_1TS, 0, 0, 0);
            }
        });
    }
}

package org.fenceline.trace.global;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.bench.SyntheticTrace;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GlobalTraceWriterTest {
    @TempDir
    Path dir;

    private final Definitions definitions = SyntheticTrace.definitions(2);
    private final List<Event> first = List.of(Event.enter(0, 1, 0, Event.NONE), Event.exit(0, 2, 0));
    private final List<Event> second = List.of(Event.enter(1, 7, 0, Event.NONE));

    @Test
    void nothingLooksLikeATraceBeforeClose() throws IOException {
        try (GlobalTraceWriter writer = GlobalTraceWriter.create(dir, definitions)) {
            writer.append(first.get(0));
            assertEquals(1, writer.eventCount());
            assertFalse(Files.exists(TraceLayout.events(dir)));
            assertFalse(Files.exists(TraceLayout.definitions(dir)));
        }
        assertEquals(List.of(TraceLayout.DEFINITIONS, TraceLayout.EVENTS), fileNames());
    }

    @Test
    void refusesToOverwriteAnExistingTrace() throws IOException {
        TraceFixtures.write(dir, definitions, first);

        FileAlreadyExistsException refused = assertThrows(FileAlreadyExistsException.class,
                () -> GlobalTraceWriter.create(dir, definitions));
        assertEquals(TraceLayout.events(dir) + ": a global trace exists already (use force to replace it)",
                refused.getMessage());
        assertEquals(first, readAll());
        assertEquals(List.of(TraceLayout.DEFINITIONS, TraceLayout.EVENTS), fileNames());
    }

    @Test
    void forceReplacesAnExistingTraceOnClose() throws IOException {
        TraceFixtures.write(dir, definitions, first);

        try (GlobalTraceWriter writer = GlobalTraceWriter.create(dir, definitions, true)) {
            writer.append(second.get(0));
            assertEquals(first, readAll());
        }
        assertEquals(second, readAll());
    }

    @Test
    void failedForcedRewriteLeavesTheOldTraceIntact() throws IOException {
        TraceFixtures.write(dir, definitions, first);

        GlobalTraceWriter writer = GlobalTraceWriter.create(dir, definitions, true);
        writer.append(Event.enter(1, 10, 0, Event.NONE));
        assertThrows(IllegalArgumentException.class, () -> writer.append(Event.exit(0, 11, 0)));
        assertThrows(IOException.class, writer::close);

        assertEquals(first, readAll());
        assertEquals(List.of(TraceLayout.DEFINITIONS, TraceLayout.EVENTS), fileNames());
    }

    @Test
    void outOfOrderTimeFailsTheWriteAndLeavesNoTrace() throws IOException {
        GlobalTraceWriter writer = GlobalTraceWriter.create(dir, definitions);
        writer.append(Event.enter(0, 100, 0, Event.NONE));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> writer.append(Event.exit(0, 100, 0)));
        assertEquals("event of location 0 at time 100 does not follow the previous one at time 100 "
                + "(times must strictly increase)", e.getMessage());
        assertThrows(IllegalStateException.class, () -> writer.append(Event.exit(0, 200, 0)));

        IOException closed = assertThrows(IOException.class, writer::close);
        assertEquals("no global trace written to " + dir + ": an append failed (" + e.getMessage() + ")",
                closed.getMessage());
        assertEquals(List.of(), fileNames());
    }

    @Test
    void locationsMustNotGoBackwards() throws IOException {
        try (GlobalTraceWriter writer = GlobalTraceWriter.create(dir, definitions)) {
            writer.append(Event.enter(1, 5, 0, Event.NONE));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> writer.append(Event.enter(0, 6, 0, Event.NONE)));
            assertEquals("event of location 0 at time 6 after events of location 1: events must come in "
                    + "(location, time) order", e.getMessage());
        } catch (IOException expectedFromClose) {
            assertTrue(expectedFromClose.getMessage().startsWith("no global trace written"));
        }
        assertEquals(List.of(), fileNames());
    }

    @Test
    void undefinedLocationsAndLocalOnlyTypesAreRefused() throws IOException {
        try (GlobalTraceWriter writer = GlobalTraceWriter.create(dir, definitions)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> writer.append(Event.enter(2, 5, 0, Event.NONE)));
            assertEquals("event of location 2 at time 5: no such location (the definitions have 2)", e.getMessage());
        } catch (IOException expectedFromClose) {
            assertTrue(expectedFromClose.getMessage().startsWith("no global trace written"));
        }
        try (GlobalTraceWriter writer = GlobalTraceWriter.create(dir, definitions)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> writer.append(Event.rma(0, 5, EventType.PUT_1TE_REMOTE, 0, 1, 8, 0, 0)));
            assertEquals("event of location 0 at time 5 has the local-only type PUT_1TE_REMOTE", e.getMessage());
        } catch (IOException expectedFromClose) {
            assertTrue(expectedFromClose.getMessage().startsWith("no global trace written"));
        }
        assertEquals(List.of(), fileNames());
    }

    @Test
    void abortLeavesNothing() throws IOException {
        GlobalTraceWriter writer = GlobalTraceWriter.create(dir, definitions);
        writer.append(first.get(0));
        writer.abort();
        writer.close();
        assertEquals(List.of(), fileNames());
    }

    @Test
    void definitionsWhoseIdsAreNotPositionsAreRefused() {
        Definitions shuffled = new Definitions(definitions.formatVersion(), definitions.metadata(),
                List.of(definitions.regions().get(1), definitions.regions().get(0)), definitions.callSites(),
                definitions.machines(), definitions.nodes(), definitions.processes(), definitions.locations(),
                definitions.groups(), definitions.communicators(), definitions.windows(), definitions.cartTopologies(),
                definitions.clockSync());

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GlobalTraceWriter.create(dir, shuffled));
        assertEquals("definitions are not those of a global trace: regions[0] has id 1 (ids must equal list positions)",
                e.getMessage());
    }

    @Test
    void formatVersionIsStamped() throws IOException {
        Definitions unversioned = new Definitions(null, definitions.metadata(), definitions.regions(),
                definitions.callSites(), definitions.machines(), definitions.nodes(), definitions.processes(),
                definitions.locations(), definitions.groups(), definitions.communicators(), definitions.windows(),
                definitions.cartTopologies(), definitions.clockSync());
        TraceFixtures.write(dir, unversioned, first);

        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(TraceLayout.FORMAT_VERSION, trace.definitions().formatVersion());
        }
    }

    @Test
    void locationsFilledInParallelAreWrittenInLocationOrder() throws Exception {
        Definitions three = SyntheticTrace.definitions(3);
        // One row per row group: location 2 fills more row groups than may wait for location 0 to be closed.
        int rows = 1;
        int many = EventFileWriter.MAX_WAITING_ROW_GROUPS + 40;
        try (GlobalTraceWriter writer = GlobalTraceWriter.createForTest(dir, three, true, rows)) {
            LocationSink zero = writer.location(0);
            LocationSink one = writer.location(1);
            one.append(Event.enter(1, 3, 0, Event.NONE));
            one.close();
            Thread ahead = new Thread(() -> {
                try (LocationSink two = writer.location(2)) {
                    for (int i = 0; i < many; i++) {
                        two.append(Event.enter(2, 10 + i, 0, Event.NONE));
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            ahead.start();
            for (int i = 0; i < many; i++) {
                zero.append(Event.enter(0, 100 + i, 0, Event.NONE));
            }
            zero.close();
            ahead.join();
            assertEquals(2L * many + 1, writer.eventCount());
        }
        List<Event> read = readAll();
        assertEquals(2 * many + 1, read.size());
        for (int i = 0; i < many; i++) {
            assertEquals(Event.enter(0, 100 + i, 0, Event.NONE), read.get(i));
            assertEquals(Event.enter(2, 10 + i, 0, Event.NONE), read.get(many + 1 + i));
        }
        assertEquals(Event.enter(1, 3, 0, Event.NONE), read.get(many));
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(List.of((long) many, 1L, (long) many),
                    List.of(trace.eventCount(0), trace.eventCount(1), trace.eventCount(2)));
        }
    }

    @Test
    void aLocationIsOpenedOnceAndChecksItsOwnOrder() throws IOException {
        GlobalTraceWriter writer = GlobalTraceWriter.create(dir, definitions);
        assertEquals(1, writer.location(1).location());
        IllegalStateException twice = assertThrows(IllegalStateException.class, () -> writer.location(1));
        assertEquals("the rows of location 1 were opened before", twice.getMessage());
        assertThrows(IOException.class, writer::close);

        GlobalTraceWriter second = GlobalTraceWriter.create(dir, definitions);
        LocationSink zero = second.location(0);
        zero.append(Event.enter(0, 5, 0, Event.NONE));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> zero.append(Event.exit(0, 5, 0)));
        assertEquals("event of location 0 at time 5 does not follow the previous one at time 5 "
                + "(times must strictly increase)", e.getMessage());
        assertThrows(IOException.class, second::close);
        assertEquals(List.of(), fileNames());
    }

    private List<Event> readAll() throws IOException {
        try (GlobalTrace trace = GlobalTrace.open(dir); Stream<Event> events = trace.events()) {
            return events.toList();
        }
    }

    /** All files in the trace directory, hidden temporaries included, sorted. */
    private List<String> fileNames() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}

package org.fenceline.trace.global;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.bench.SyntheticTrace;
import org.fenceline.trace.model.Event;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Row groups decoded ahead by another thread than the one iterating ({@link EventCursor#decodeAhead()}). */
@Timeout(120)   // a hang guard: a helper and the iterating thread wait for each other
class EventCursorReadAheadTest {
    private static final int ROWS_PER_GROUP = 100;
    private final List<Event> events = TraceFixtures.randomEvents(11, 2, 6_000);
    private final ExecutorService helper = Executors.newSingleThreadExecutor();
    @TempDir
    Path dir;

    @AfterEach
    void stopHelper() {
        helper.shutdownNow();
    }

    @Test
    void rowGroupsDecodedAheadOnAnotherThreadAreReadAsTheIteratingThreadWouldReadThem() throws Exception {
        TraceFixtures.writeWithRowGroupRows(dir, SyntheticTrace.definitions(2), events, ROWS_PER_GROUP);
        try (GlobalTrace trace = GlobalTrace.open(dir); EventCursor cursor = trace.cursor(0)) {
            int groups = cursor.rowGroupsToHelpWith();
            assertTrue(groups > 10, groups + " row groups");
            assertTrue(onHelper(cursor::decodeAhead));
            assertTrue(onHelper(cursor::decodeAhead));
            assertEquals(groups - 2, cursor.rowGroupsToHelpWith(), "the first two decoded ahead");

            assertEquals(ofLocation(0), readAll(cursor));
            assertEquals(0, cursor.rowGroupsToHelpWith());
            assertFalse(onHelper(cursor::decodeAhead), "nothing left to help with");
        }
    }

    @Test
    void aHelperBesideTheIteratingThreadChangesNothingItReads() throws Exception {
        TraceFixtures.writeWithRowGroupRows(dir, SyntheticTrace.definitions(2), events, ROWS_PER_GROUP);
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            for (int location = 0; location < 2; location++) {
                try (EventCursor cursor = trace.cursor(location)) {
                    Future<Integer> helped = helper.submit(() -> {
                        int decoded = 0;
                        while (cursor.decodeAhead()) {
                            decoded++;
                        }
                        return decoded;
                    });
                    assertEquals(ofLocation(location), readAll(cursor));
                    assertTrue(helped.get() >= 0);   // the helper ends once every row group is started on
                }
            }
        }
    }

    @Test
    void aRowGroupThatFailsOnAHelperFailsWhereTheIteratingThreadReachesIt() throws Exception {
        TraceFixtures.writeWithRowGroupRows(dir, SyntheticTrace.definitions(2), events, ROWS_PER_GROUP);
        // Location 0 holds the first row groups; destroy its third.
        for (ColumnChunkMetaData chunk : TraceFixtures.footer(dir).getBlocks().get(2).getColumns()) {
            TraceFixtures.zero(TraceLayout.events(dir), chunk.getStartingPos(), chunk.getTotalSize());
        }
        String unhelped;
        try (GlobalTrace trace = GlobalTrace.open(dir); EventCursor cursor = trace.cursor(0)) {
            unhelped = failureAfter(cursor, 2 * ROWS_PER_GROUP).getMessage();
        }
        try (GlobalTrace trace = GlobalTrace.open(dir); EventCursor cursor = trace.cursor(0)) {
            assertTrue(onHelper(cursor::decodeAhead));   // row group 0
            assertTrue(onHelper(cursor::decodeAhead));   // 1
            assertTrue(cursor.next());
            assertTrue(onHelper(cursor::decodeAhead));   // 2, which fails on the helper unreported
            assertEquals(unhelped, failureAfter(cursor, 2 * ROWS_PER_GROUP - 1).getMessage());
            assertTrue(unhelped.contains("row group 2 cannot be read"), unhelped);
        }
    }

    private <T> T onHelper(Callable<T> task) throws Exception {
        try {
            return helper.submit(task).get();
        } catch (ExecutionException e) {
            throw (Exception) e.getCause();
        }
    }

    private List<Event> ofLocation(int location) {
        return events.stream().filter(e -> e.location() == location).toList();
    }

    private static List<Event> readAll(EventCursor cursor) throws IOException {
        List<Event> read = new ArrayList<>();
        while (cursor.next()) {
            read.add(cursor.event());
        }
        return read;
    }

    /** Reads {@code good} events, then expects the next step to fail. */
    private static CorruptTraceException failureAfter(EventCursor cursor, int good) throws IOException {
        for (int i = 0; i < good; i++) {
            assertTrue(cursor.next(), "event " + i);
        }
        return assertThrows(CorruptTraceException.class, cursor::next);
    }
}

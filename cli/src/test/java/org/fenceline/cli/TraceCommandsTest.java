package org.fenceline.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;

import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.global.EventColumn;
import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.global.GlobalTrace;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TraceCommandsTest {
    @TempDir
    Path tmp;

    @Test
    void infoCountsEventsByTypeAndLocation() throws IOException {
        Path trace = SampleTraces.pingPong(tmp.resolve("t"));
        CommandRun run = CommandRun.of("trace", "info", trace.toString(), "--by-type");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("events           10"), run.out());
        assertTrue(run.out().matches("(?s).*ENTER\\s+4\\n.*"), run.out());
        assertTrue(run.out().matches("(?s).*SEND\\s+1\\n.*"), run.out());
        assertTrue(run.out().contains("time span        0.000002100 s"), run.out());
        assertTrue(run.out().matches("(?s).*rank 1\\s+5\\n.*"), run.out());
    }

    @Test
    void infoWithoutByTypeSaysTheTypesAreNotCounted() throws IOException {
        Path trace = SampleTraces.pingPong(tmp.resolve("t"));
        CommandRun run = CommandRun.of("trace", "info", trace.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("events by type:  not counted (--by-type reads the type column of every event)\n"),
                run.out());
        assertFalse(run.out().contains("ENTER"), run.out());
        assertTrue(run.out().contains("time span        0.000002100 s"), run.out());
    }

    /** The footer's numbers (row counts, time statistics) against a scan of every event of a committed trace. */
    @Test
    void infoOfACommittedTraceMatchesAScanOfItsEvents() throws IOException {
        Path dir = Path.of("..", "sample-traces", "traces", "late-sender");
        CommandRun run = CommandRun.of("trace", "info", dir.toString());
        assertEquals(0, run.status(), run.err());
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        long total = 0;
        StringBuilder byLocation = new StringBuilder("events by location:\n");
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            for (int loc = 0; loc < trace.locationCount(); loc++) {
                long events = 0;
                try (EventCursor c = trace.cursor(loc, EnumSet.of(EventColumn.TIME))) {
                    while (c.next()) {
                        first = Math.min(first, c.time());
                        last = Math.max(last, c.time());
                        events++;
                    }
                }
                total += events;
                byLocation.append(String.format("  %-18s %12d%n", trace.definitions().locations().get(loc).name(),
                        events));
            }
        }
        assertTrue(run.out().contains(String.format("events           %d%n", total)), run.out());
        assertTrue(run.out().contains(String.format("time span        %.9f s%n", (last - first) / 1e9)), run.out());
        assertTrue(run.out().endsWith(byLocation.toString()), run.out());
        // The same values as literals, so that a change of the committed trace or of both readers shows.
        assertTrue(run.out().contains("events           36\n"), run.out());
        assertTrue(run.out().contains("time span        0.500874100 s\n"), run.out());
    }

    @Test
    void dumpResolvesNamesAndHonoursLocationTimeWindowAndLimit() throws IOException {
        Path trace = SampleTraces.pingPong(tmp.resolve("t"));
        CommandRun run = CommandRun.of("trace", "dump", trace.toString(), "--location", "1", "--from", "100ns",
                "--to", "1.4us", "--limit", "2");
        assertEquals(0, run.status(), run.err());
        String[] lines = run.out().strip().split("\n");
        assertEquals(3, lines.length, run.out());
        assertTrue(lines[1].contains("ENTER") && lines[1].contains("MPI_Recv") && lines[1].contains("PingPong.java:16"),
                lines[1]);
        assertTrue(lines[2].contains("RECV") && lines[2].contains("from 0 tag 7 comm MPI_COMM_WORLD 64 B"), lines[2]);
    }

    @Test
    void dumpRejectsAnUnknownLocation() throws IOException {
        Path trace = SampleTraces.pingPong(tmp.resolve("t"));
        CommandRun run = CommandRun.of("trace", "dump", trace.toString(), "--location", "5");
        assertEquals(2, run.status());
        assertEquals("fenceline: --location 5: the trace has locations 0..1\n", run.err());
    }

    @Test
    void validateOfAGoodTraceExitsZero() throws IOException {
        Path trace = SampleTraces.pingPong(tmp.resolve("t"));
        CommandRun run = CommandRun.of("trace", "validate", trace.toString());
        assertEquals(0, run.status(), run.out());
        assertTrue(run.out().endsWith("10 events, 0 violations\n"), run.out());
    }

    @Test
    void corruptEventsFileGivesOneLineAndExitTwo() throws IOException {
        Path trace = SampleTraces.pingPong(tmp.resolve("t"));
        Path events = TraceLayout.events(trace);
        byte[] bytes = Files.readAllBytes(events);
        Files.write(events, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        CommandRun run = CommandRun.of("trace", "info", trace.toString());
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("fenceline: " + events), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
    }

    @Test
    void missingDirectoryIsNamed() {
        CommandRun run = CommandRun.of("trace", "info", tmp.resolve("nope").toString());
        assertEquals(2, run.status());
        assertEquals("fenceline: " + tmp.resolve("nope") + ": not a trace directory (no such directory)\n", run.err());
    }

    @Test
    void dumpRejectsANegativeLimit() throws IOException {
        Path trace = SampleTraces.pingPong(tmp.resolve("t"));
        CommandRun run = CommandRun.of("trace", "dump", trace.toString(), "--limit", "-1");
        assertEquals(2, run.status());
        assertEquals("fenceline: --limit -1: must be 0 or more\n", run.err());
        assertEquals("", run.out());
    }

    @Test
    void aFileInsteadOfADirectoryIsNamedAsSuch() throws IOException {
        Path file = Files.writeString(tmp.resolve("notes.txt"), "x");
        CommandRun run = CommandRun.of("trace", "validate", file.toString());
        assertEquals(2, run.status());
        assertEquals("fenceline: " + file + ": not a trace directory (not a directory)\n", run.err());
    }
}

package org.fenceline.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.fenceline.trace.TraceLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TraceCommandsTest {
    @TempDir
    Path tmp;

    @Test
    void infoCountsEventsByTypeAndLocation() throws IOException {
        Path trace = SampleTraces.pingPong(tmp.resolve("t"));
        CommandRun run = CommandRun.of("trace", "info", trace.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("events           10"), run.out());
        assertTrue(run.out().matches("(?s).*ENTER\\s+4\\n.*"), run.out());
        assertTrue(run.out().matches("(?s).*SEND\\s+1\\n.*"), run.out());
        assertTrue(run.out().contains("time span        0.000002100 s"), run.out());
        assertTrue(run.out().matches("(?s).*rank 1\\s+5\\n.*"), run.out());
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

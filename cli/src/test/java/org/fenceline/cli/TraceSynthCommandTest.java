package org.fenceline.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.synth.Jacobi2D;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TraceSynthCommandTest {
    private static final int RANKS = 4;
    private static final int ITERATIONS = 3;

    @TempDir
    Path tmp;

    private Path synth(int ranks) {
        Path dir = tmp.resolve("synth");
        CommandRun run = CommandRun.of("trace", "synth", dir.toString(), "--ranks", "" + ranks, "--iterations",
                "" + ITERATIONS);
        assertEquals(0, run.status(), run.err());
        return dir;
    }

    @Test
    void synthWritesLocalTracesAndAGlobalTraceThatValidates() throws IOException {
        Path dir = synth(RANKS);
        for (int rank = 0; rank < RANKS; rank++) {
            assertTrue(Files.isRegularFile(TraceLayout.localTrace(dir, rank)), "local trace of rank " + rank);
        }
        assertTrue(Files.isRegularFile(TraceLayout.localManifest(dir)));
        CommandRun validate = CommandRun.of("trace", "validate", dir.toString());
        assertEquals(0, validate.status(), validate.out());
        assertEquals(dir + ": 336 events, 0 violations\n", validate.out());
    }

    @Test
    void eventsByTypeAreThoseOfTheJacobiProgram() throws IOException {
        Path dir = synth(RANKS);
        Map<EventType, Long> counts = new EnumMap<>(EventType.class);
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            trace.events().forEach(e -> counts.merge(e.type(), 1L, Long::sum));
            assertEquals(Jacobi2D.PROGRAM, trace.definitions().metadata().program());
            assertEquals("true", trace.definitions().metadata().properties().get("synthetic"));
        }
        // Per rank (2 x 2 grid: two neighbours each) and iteration: ENTER of sweep, 4 x updateRows, 2 x MPI_Put,
        // fence, residual, allreduce; plus ENTER of main, MPI_Init, Win_create, the opening fence, Win_free, Finalize.
        long k = ITERATIONS;
        assertEquals(Map.of(
                EventType.ENTER, RANKS * (6 + 10 * k),
                EventType.EXIT, RANKS * (3 + 8 * k),
                EventType.WINCOLLEXIT, RANKS * (3 + k),
                EventType.COLLEXIT, RANKS * k,
                EventType.PUT_1TS, RANKS * 2 * k,
                EventType.PUT_1TE, RANKS * 2 * k), counts);
    }

    @Test
    void allRanksLeaveEachFenceTogetherAndTheSlowRankArrivesLast() throws IOException {
        Path dir = synth(RANKS);
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            List<List<Long>> fenceEntries = new ArrayList<>();
            List<List<Long>> fenceExits = new ArrayList<>();
            for (int rank = 0; rank < RANKS; rank++) {
                List<Long> entries = new ArrayList<>();
                List<Long> exits = new ArrayList<>();
                long lastEnter = -1;
                try (EventCursor c = trace.cursor(rank)) {
                    while (c.next()) {
                        if (c.type() == EventType.ENTER) {
                            lastEnter = c.time();
                        } else if (c.type() == EventType.WINCOLLEXIT
                                && trace.definitions().regions().get(c.region()).name().equals("MPI_Win_fence")) {
                            entries.add(lastEnter);
                            exits.add(c.time());
                        }
                    }
                }
                fenceEntries.add(entries);
                fenceExits.add(exits);
            }
            // Clock offsets of up to 5 ms were corrected: every rank leaves a fence at the same time.
            for (int rank = 1; rank < RANKS; rank++) {
                assertEquals(fenceExits.get(0), fenceExits.get(rank), "fence exits of rank " + rank);
            }
            // Each iteration's fence (the opening one excepted) is entered last by the slow rank.
            for (int fence = 1; fence <= ITERATIONS; fence++) {
                for (int rank = 0; rank < RANKS - 1; rank++) {
                    assertTrue(fenceEntries.get(rank).get(fence) < fenceEntries.get(RANKS - 1).get(fence),
                            "rank " + rank + " enters fence " + fence + " before the slow rank");
                }
            }
        }
    }

    @Test
    void synthRefusesAnExistingTraceUnlessForcedAndThenReplacesAllOfIt() throws IOException {
        Path dir = synth(6);
        CommandRun refused = CommandRun.of("trace", "synth", dir.toString());
        assertEquals(2, refused.status());
        assertEquals("fenceline: " + dir + ": holds a trace already; use --force to replace it\n", refused.err());

        CommandRun forced = CommandRun.of("trace", "synth", dir.toString(), "--ranks", "4", "--force");
        assertEquals(0, forced.status(), forced.err());
        assertTrue(forced.out().contains("\nlocations        4\n"), forced.out());
        assertTrue(Files.notExists(TraceLayout.localTrace(dir, 5)), "the larger run's local traces are gone");
    }

    @Test
    void tooFewRanksAreRefused() {
        CommandRun run = CommandRun.of("trace", "synth", tmp.resolve("one").toString(), "--ranks", "1");
        assertEquals(2, run.status());
        assertEquals("fenceline: ranks must be 2..4096 (a halo exchange needs neighbours): 1\n", run.err());
    }
}

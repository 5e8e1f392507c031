package org.fenceline.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.fenceline.trace.TraceLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The wiring of {@code fenceline bench trace} on a tiny run; its numbers are not looked at. */
class BenchCommandTest {
    @TempDir
    Path tmp;

    @Test
    void benchTraceReportsEveryMeasurementAgainstItsTargetAndKeepsAChosenDirectory() {
        Path dir = tmp.resolve("bench");
        CommandRun run = CommandRun.of("bench", "trace", "--events", "5000", "--dir", dir.toString());
        assertEquals(0, run.status(), run.err());
        for (String row : new String[] {"local append, LocalTraceWriter to files", "global trace size (events.parquet)",
                "merge local -> global incl. Parquet", "global read, 4 columns", "raw FileChannel read (baseline)"}) {
            assertTrue(run.out().contains("\n" + row), row + " in\n" + run.out());
        }
        assertTrue(run.out().matches("(?s).*global read, 4 columns .* >= 8\\.00 (met|MISSED) .*"), run.out());
        assertTrue(Files.isRegularFile(TraceLayout.events(dir.resolve("trace"))));
    }

    @Test
    void benchRmaArgumentsAreCheckedBeforeAnyRankStarts() {
        CommandRun test = CommandRun.of("bench", "rma", "osu", "put_latenzy");
        assertEquals(2, test.status());
        assertEquals("fenceline: bench rma osu: unknown test 'put_latenzy' (one of put_latency, get_latency, put_bw, "
                + "get_bw, acc_latency, cas_latency, fop_latency)\n", test.err());

        CommandRun sync = CommandRun.of("bench", "rma", "osu", "put_latency", "-s", "lck");
        assertEquals(2, sync.status());
        assertEquals("fenceline: bench rma osu: -s must be one of lock, flush, fence, pscw, not 'lck'\n", sync.err());

        CommandRun cycles = CommandRun.of("bench", "rma", "progress", "many");
        assertEquals(2, cycles.status());
        assertEquals("fenceline: bench rma progress: 'many' is not a count (0 or more)\n", cycles.err());
        assertEquals("", cycles.out());
    }

    @Test
    void benchNoiseReportsEveryCoreAndWhatItMeansForABurst() {
        CommandRun run = CommandRun.of("bench", "noise", "--seconds", "0.05", "--threads", "2", "--burst", "30",
                "--ranks", "8");
        assertEquals(0, run.status(), run.err());
        String[] lines = run.out().split("\n");
        assertTrue(lines[0].startsWith("# host noise: gaps > 5.0 µs"), run.out());
        assertTrue(lines[2].matches("0 +[0-9.]+( +[0-9.]+){6}"), lines[2]);
        assertTrue(lines[3].matches("1 +[0-9.]+( +[0-9.]+){6}"), lines[3]);
        assertTrue(lines[4].matches("# a 30 µs burst of computation is hit with probability [0-9.]+ % .* the slowest "
                + "of 8 such bursts .*"), lines[4]);

        CommandRun bad = CommandRun.of("bench", "noise", "--seconds", "0");
        assertEquals(2, bad.status());
        assertEquals("fenceline: bench noise: --seconds must be more than 0 and at most 3600, not 0.0\n", bad.err());
    }
}

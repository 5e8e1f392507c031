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
}

package org.fenceline.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DemoCommandTest {
    @TempDir
    Path tmp;

    @Test
    void runsAnalyzesAndTellsHowToView() {
        Path dir = tmp.resolve("demo");
        CommandRun run = CommandRun.of("demo", "--dir", dir.toString(), "--no-view");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("Wait at Fence (mpi_rma_wait_at_fence)"), run.out());
        assertTrue(run.out().contains("To browse the result: fenceline view " + dir), run.out());
        assertTrue(Files.exists(dir.resolve("events.parquet")));
        assertTrue(Files.exists(dir.resolve("report.cubex")));
        assertTrue(Files.exists(dir.resolve("summary.json")));
    }

    @Test
    void neverOverwritesATraceWithoutForce() {
        Path dir = tmp.resolve("demo");
        assertEquals(0, CommandRun.of("demo", "--dir", dir.toString(), "--no-view", "--np", "2").status());
        CommandRun again = CommandRun.of("demo", "--dir", dir.toString(), "--no-view", "--np", "2");
        assertEquals(2, again.status());
        assertTrue(again.err().contains("holds a trace already; use --force"), again.err());
        assertEquals(0, CommandRun.of("demo", "--dir", dir.toString(), "--no-view", "--np", "2", "--force").status());
    }

    @Test
    void refusesRankCountsTheGridDoesNotDivideInto() {
        CommandRun run = CommandRun.of("demo", "--dir", tmp.resolve("d").toString(), "--np", "3");
        assertEquals(2, run.status());
        assertTrue(run.err().contains("--np 3"), run.err());
    }
}

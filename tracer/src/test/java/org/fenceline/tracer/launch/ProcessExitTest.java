package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.fenceline.tracer.programs.Exits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** System.exit, Runtime.exit and Runtime.halt in a rank end that rank, not the launcher's JVM. */
class ProcessExitTest {
    @TempDir
    Path dir;

    @Test
    void exitAfterFinalizeEndsOnlyThatRankAndGivesTheRunItsStatus() {
        MpiRun.Result r = MpiRun.run(3, Exits.class, "after-finalize");
        assertEquals(3, r.status(), r.err());
        assertEquals("", r.err());
    }

    @Test
    void aTracedRunStillMergesItsTraceAfterARankExits() {
        MpiRun.Result r = TracedRuns.run(3, Exits.class, TraceOptions.to(dir), "after-finalize");
        assertEquals(3, r.status(), r.err());
        assertTrue(Files.exists(dir.resolve("definitions.json")), r.err());
    }

    @Test
    void exitBeforeFinalizeAbortsTheJobWithThatStatus() {
        MpiRun.Result r = MpiRun.run(2, Exits.class, "before-finalize");
        assertEquals(5, r.status(), r.err());
        assertTrue(r.err().contains("rank 1 called System.exit(5) without calling MPI.Finalize()"), r.err());
    }
}

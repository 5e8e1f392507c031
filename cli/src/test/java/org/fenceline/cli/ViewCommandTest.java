package org.fenceline.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What `view` refuses before any window opens (the viewer itself is tested headless in its module). */
class ViewCommandTest {
    @TempDir
    Path tmp;

    @Test
    void directoryWithoutReportPointsToAnalyze() {
        CommandRun run = CommandRun.of("view", tmp.toString());
        assertEquals(2, run.status());
        assertEquals("fenceline: " + tmp.resolve("report.cubex") + ": no such report (run 'fenceline analyze " + tmp
                + "' first)\n", run.err());
    }

    @Test
    void missingTraceDirectoryIsNamed() throws Exception {
        Path trace = SampleTraces.pingPong(tmp.resolve("t"));
        assertEquals(0, CommandRun.of("analyze", trace.toString()).status());
        CommandRun run = CommandRun.of("view", trace.resolve("report.cubex").toString(), "--trace",
                tmp.resolve("nope").toString());
        assertEquals(2, run.status());
        assertEquals("fenceline: " + tmp.resolve("nope") + ": no such trace directory\n", run.err());
    }

    @Test
    void anOtf2ArchiveWithoutDisplayIsRefusedBeforeImporting() {
        org.junit.jupiter.api.Assumptions.assumeTrue(System.getenv("DISPLAY") == null
                && System.getenv("WAYLAND_DISPLAY") == null, "a display is available");
        Path archive = Path.of("..", "sample-traces", "otf2", "scorep-patterns-4", "traces.otf2");
        CommandRun run = CommandRun.of("view", archive.toString(), "--import-dir", tmp.resolve("i").toString());
        assertEquals(2, run.status());
        assertEquals("fenceline: view: no display (DISPLAY is not set); run it on a desktop, or analyse the archive "
                + "with 'fenceline analyze " + archive + "'\n", run.err());
        assertEquals(false, java.nio.file.Files.exists(tmp.resolve("i")));
    }
}

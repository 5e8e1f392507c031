package org.fenceline.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Stream;

import org.fenceline.trace.global.GlobalTrace;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code fenceline trace import} and {@code fenceline analyze ARCHIVE.otf2} on the committed OTF2 archives. */
class TraceImportCommandTest {
    private static final Path SCOREP = Path.of("..", "sample-traces", "otf2", "scorep-patterns-4");
    private static final Path OTF2_3X = Path.of("..", "sample-traces", "otf2", "generated", "otf2-3x-mpi");

    @TempDir
    Path tmp;

    @Test
    void importWritesTheGlobalTraceAndReportsIt() throws IOException {
        Path dir = tmp.resolve("t");
        Path anchor = SCOREP.resolve("traces.otf2");
        CommandRun run = CommandRun.of("trace", "import", anchor.toString(), dir.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals("imported " + anchor + " (OTF2 2.3.0, Score-P 7.1): 340 OTF2 events -> " + dir
                + ": 240 events, 4 locations, RMA event model extended\n", run.out());
        assertEquals("", run.err());
        try (GlobalTrace t = GlobalTrace.open(dir)) {
            assertEquals(240, t.eventCount());
        }
        CommandRun again = CommandRun.of("trace", "import", anchor.toString(), dir.toString());
        assertEquals(2, again.status());
        assertEquals("fenceline: " + dir + ": holds a trace already; use --force to replace it\n", again.err());
    }

    @Test
    void skippedRecordsAreOneWarning() {
        Path dir = tmp.resolve("t3");
        CommandRun run = CommandRun.of("trace", "import", OTF2_3X.resolve("traces.otf2").toString(), dir.toString(),
                "--rma-model", "basic");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().endsWith("RMA event model basic\n"), run.out());
        assertTrue(run.err().startsWith("fenceline: warning: skipped 1 OTF2 event records with no place in "
                + "Fenceline's model: 1 ThreadFork\n"), run.err());
    }

    @Test
    void analyzeTakesTheAnchorFile() throws IOException {
        Path out = tmp.resolve("imported");
        CommandRun run = CommandRun.of("analyze", SCOREP.resolve("traces.otf2").toString(), "--import-dir",
                out.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("Wait at Fence (mpi_rma_wait_at_fence)"), run.out());
        assertTrue(run.out().contains("report:  " + out.resolve("report.cubex")), run.out());
        assertTrue(Files.isRegularFile(out.resolve("report.cubex")));
        assertTrue(Files.isRegularFile(out.resolve("events.parquet")));
        CommandRun again = CommandRun.of("analyze", SCOREP.resolve("traces.otf2").toString(), "--import-dir",
                out.toString());
        assertEquals(2, again.status());
        assertEquals("fenceline: " + out + ": holds a trace already; name another --import-dir, or analyse that "
                + "trace directly\n", again.err());
    }

    @Test
    void analyzeWithoutImportDirLeavesNoTemporaryTrace() throws IOException {
        Path report = tmp.resolve("r.cubex");
        long before = temporaryImports();
        CommandRun run = CommandRun.of("analyze", OTF2_3X.resolve("traces.otf2").toString(), "-o", report.toString(),
                "--json", tmp.resolve("s.json").toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(Files.isRegularFile(report));
        assertEquals(before, temporaryImports());
    }

    @Test
    void truncatedChunkIsOneLineAndExitTwo() throws IOException {
        Path copy = copyArchive(SCOREP);
        Path evt = copy.resolve("traces/1.evt");
        Files.write(evt, Arrays.copyOf(Files.readAllBytes(evt), 300));
        CommandRun run = CommandRun.of("trace", "import", copy.resolve("traces.otf2").toString(),
                tmp.resolve("t").toString());
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("fenceline: " + evt + ": truncated chunk"), run.err());
        assertTrue(run.err().contains("at byte offset"), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertFalse(Files.exists(tmp.resolve("t").resolve("events.parquet")));
    }

    @Test
    void exportWritesAnArchiveTheImportReadsBack() throws IOException {
        Path dir = tmp.resolve("t");
        assertEquals(0, CommandRun.of("trace", "import", SCOREP.resolve("traces.otf2").toString(), dir.toString())
                .status());
        Path out = tmp.resolve("out");
        CommandRun export = CommandRun.of("trace", "export", dir.toString(), out.toString(), "--format", "otf2");
        assertEquals(0, export.status(), export.err());
        assertEquals("exported 335 OTF2 event records to " + out.resolve("traces.otf2") + "\n", export.out());
        CommandRun refused = CommandRun.of("trace", "export", dir.toString(), out.toString(), "--format", "otf2");
        assertEquals(2, refused.status());
        CommandRun back = CommandRun.of("trace", "import", out.resolve("traces.otf2").toString(),
                tmp.resolve("back").toString());
        assertEquals(0, back.status(), back.err());
        assertTrue(back.out().contains(": 240 events, 4 locations"), back.out());
    }

    @Test
    void missingArchiveIsOneLineAndExitTwo() {
        CommandRun run = CommandRun.of("trace", "import", tmp.resolve("none.otf2").toString(),
                tmp.resolve("t").toString());
        assertEquals(2, run.status());
        assertEquals("fenceline: " + tmp.resolve("none.otf2") + ": no such OTF2 archive (name its anchor file, "
                + "e.g. traces.otf2)\n", run.err());
    }

    private Path copyArchive(Path archive) throws IOException {
        Path copy = tmp.resolve("archive");
        try (Stream<Path> files = Files.walk(archive)) {
            for (Path f : files.toList()) {
                Path target = copy.resolve(archive.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(f, target);
                }
            }
        }
        return copy;
    }

    private static long temporaryImports() throws IOException {
        try (Stream<Path> s = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return s.filter(p -> p.getFileName().toString().startsWith("fenceline-otf2-")).count();
        }
    }
}

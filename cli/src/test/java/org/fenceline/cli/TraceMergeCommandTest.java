package org.fenceline.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.RmaEventModel;
import org.fenceline.trace.synth.Jacobi2D;
import org.fenceline.trace.synth.JacobiRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code fenceline trace merge} on local traces written by the synthetic run, as after a crash of the launcher. */
class TraceMergeCommandTest {
    /** 4 ranks on a 2 x 2 grid, 3 iterations: 12 + 24 * 3 events per rank. */
    private static final long EVENTS = 4 * (12 + 24 * 3);

    @TempDir
    Path tmp;

    private Path localTraces(RmaEventModel model) throws IOException {
        Path dir = tmp.resolve("run");
        new Jacobi2D(new JacobiRun(4, 3, model)).write(dir, false);
        return dir;
    }

    @Test
    void mergeBuildsTheGlobalTraceWithTheModelTheRunAskedFor() throws IOException {
        Path dir = localTraces(RmaEventModel.BASIC);
        CommandRun run = CommandRun.of("trace", "merge", dir.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals("merged " + dir + ": " + EVENTS + " events, 4 locations, RMA event model basic\n", run.out());
        assertEquals("", run.err());
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(EVENTS, trace.eventCount());
            assertEquals(RmaEventModel.BASIC, trace.definitions().metadata().rmaModel());
        }
    }

    @Test
    void aSpilledMergeWritesTheSameTraceAndSaysHowMuchItSpilled() throws IOException {
        Path dir = localTraces(RmaEventModel.EXTENDED);
        CommandRun onHeap = CommandRun.of("trace", "merge", dir.toString(), "--spill", "never");
        assertEquals(0, onHeap.status(), onHeap.err());
        assertFalse(onHeap.out().contains("spilled"), onHeap.out());
        byte[] events = Files.readAllBytes(TraceLayout.events(dir));
        byte[] definitions = Files.readAllBytes(TraceLayout.definitions(dir));

        CommandRun spilled = CommandRun.of("trace", "merge", dir.toString(), "--spill", "always", "--force");
        assertEquals(0, spilled.status(), spilled.err());
        assertTrue(spilled.out().matches("(?s)merged .*\nRMA transfers spilled to a temporary file: [1-9]\\d* MB\n"),
                spilled.out());
        assertArrayEquals(events, Files.readAllBytes(TraceLayout.events(dir)));
        assertArrayEquals(definitions, Files.readAllBytes(TraceLayout.definitions(dir)));
    }

    @Test
    void mergeRefusesToReplaceAGlobalTraceUnlessForced() throws IOException {
        Path dir = localTraces(RmaEventModel.EXTENDED);
        assertEquals(0, CommandRun.of("trace", "merge", dir.toString()).status());

        CommandRun refused = CommandRun.of("trace", "merge", dir.toString(), "--rma-model", "basic");
        assertEquals(2, refused.status());
        assertEquals("fenceline: " + dir + ": holds a global trace already; use --force to replace it\n",
                refused.err());

        CommandRun forced = CommandRun.of("trace", "merge", dir.toString(), "--rma-model", "basic", "--force");
        assertEquals(0, forced.status(), forced.err());
        assertTrue(forced.out().endsWith("RMA event model basic\n"), forced.out());
    }

    @Test
    void truncatedLocalTraceIsMergedWithAWarning() throws IOException {
        Path dir = localTraces(RmaEventModel.EXTENDED);
        Path local = TraceLayout.localTrace(dir, 2);
        byte[] bytes = Files.readAllBytes(local);
        Files.write(local, Arrays.copyOf(bytes, bytes.length / 2));

        CommandRun run = CommandRun.of("trace", "merge", dir.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().endsWith(", truncated local traces of locations [2]\n"), run.out());
        assertTrue(run.err().startsWith("fenceline: warning: location 2: local trace truncated at byte offset "),
                run.err());
    }

    @Test
    void corruptLocalTraceGivesOneLineNamingIt() throws IOException {
        Path dir = localTraces(RmaEventModel.EXTENDED);
        Path local = TraceLayout.localTrace(dir, 1);
        byte[] bytes = Files.readAllBytes(local);
        bytes[bytes.length / 2] ^= 0x55;
        Files.write(local, bytes);

        CommandRun run = CommandRun.of("trace", "merge", dir.toString());
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("fenceline: " + local + ": chunk checksum mismatch"), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
        assertFalse(Files.exists(TraceLayout.events(dir)), "no global trace after a failed merge");
    }

    @Test
    void directoryWithoutLocalTracesIsNamed() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("empty"));
        CommandRun run = CommandRun.of("trace", "merge", dir.toString());
        assertEquals(2, run.status());
        assertEquals("fenceline: " + dir + ": no local traces to merge (" + TraceLayout.localManifest(dir)
                + " is missing)\n", run.err());
    }
}

package org.fenceline.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command whose JVM has too small a heap ends with one line saying how much it had and how to give it more, exit
 * status 4, and the trace it worked on intact: run as a process of its own, since the heap is the process's.
 */
class OutOfMemoryTest {
    @TempDir
    Path dir;

    @Test
    void aMergeWithoutHeapEnoughSaysSoInOneLineAndKeepsTheTrace() throws Exception {
        Path trace = dir.resolve("syn");
        assertEquals(0, CommandRun.of("trace", "synth", "--iterations", "200", trace.toString()).status());
        byte[] events = Files.readAllBytes(trace.resolve("events.parquet"));

        String java = ProcessHandle.current().info().command().orElse("java");
        // One processor: the merge on the main thread alone, so that the heap runs out where the command reports it
        // (with workers beside it, a class whose initialisation one of them could not finish fails later as well).
        Process merge = new ProcessBuilder(java, "-Xmx16m", "-XX:ActiveProcessorCount=1",
                "-cp", System.getProperty("java.class.path"),
                Fenceline.class.getName(), "trace", "merge", "--force", trace.toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(merge.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        int status = merge.waitFor();

        assertEquals(ErrorReporting.EXIT_OUT_OF_MEMORY, status, err);
        List<String> lines = err.lines().toList();
        assertEquals(1, lines.size(), err);
        assertTrue(lines.get(0).startsWith("fenceline: out of memory: the JVM's maximum heap of "), err);
        assertTrue(lines.get(0).endsWith("e.g. FENCELINE_JAVA_OPTS=\"-Xss4m -Xmx" + 2 * maxHeapMiB(lines.get(0))
                + "m\""), err);
        assertArrayEquals(events, Files.readAllBytes(trace.resolve("events.parquet")));
    }

    private static long maxHeapMiB(String line) {
        String after = line.substring(line.indexOf("heap of ") + "heap of ".length());
        return Long.parseLong(after.substring(0, after.indexOf(' ')));
    }
}

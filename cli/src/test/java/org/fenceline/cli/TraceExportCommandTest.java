package org.fenceline.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code fenceline trace export} of a synthetic trace: 4 ranks, 2 iterations (12 + 24 * 2 events per rank). */
class TraceExportCommandTest {
    private static final int EVENTS = 4 * (12 + 24 * 2);

    @TempDir
    Path tmp;
    Path dir;

    @BeforeEach
    void synth() {
        dir = tmp.resolve("t");
        CommandRun run = CommandRun.of("trace", "synth", dir.toString(), "--ranks", "4", "--iterations", "2");
        assertEquals(0, run.status(), run.err());
    }

    @Test
    void csvHasTheColumnHeaderAndOneRowPerEvent() throws IOException {
        CommandRun run = CommandRun.of("trace", "export", dir.toString(), "--format", "csv");
        assertEquals(0, run.status(), run.err());
        Path csv = dir.resolve("events.csv");
        assertEquals("exported " + EVENTS + " events to " + csv + "\n", run.out());
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        assertEquals("location,time,type,region,call_site,comm,window,partner,tag,bytes,recv_bytes,request,flags",
                lines.get(0));
        assertEquals(EVENTS + 1, lines.size());
    }

    @Test
    void chromeJsonParsesBackWithOneSlicePerRegionCallAndOneFlowPerPut() throws IOException {
        Path json = tmp.resolve("out/timeline.json");
        CommandRun run = CommandRun.of("trace", "export", dir.toString(), "--format", "chrome", "-o", json.toString());
        assertEquals(0, run.status(), run.err());

        Map<String, Integer> phases = new TreeMap<>();
        JsonNode events = new ObjectMapper().readTree(json.toFile()).get("traceEvents");
        events.forEach(e -> phases.merge(e.get("ph").asText(), 1, Integer::sum));
        // Per rank: 6 + 10 * 2 ENTERs (B) and as many exits (E); 2 Puts per iteration, each a flow start (s)
        // at its origin and a flow end (f) at its target, and both records as instants (i); names of 4
        // processes and 4 threads (M).
        assertEquals(Map.of("B", 4 * 26, "E", 4 * 26, "s", 4 * 4, "f", 4 * 4, "i", 4 * 8, "M", 8), phases);
        assertEquals("exported " + events.size() + " trace events to " + json + "\n", run.out());
    }

    @Test
    void anExistingOutputIsReplacedOnlyWithForce() throws IOException {
        assertEquals(0, CommandRun.of("trace", "export", dir.toString(), "--format", "chrome").status());
        CommandRun refused = CommandRun.of("trace", "export", dir.toString(), "--format", "chrome");
        assertEquals(2, refused.status());
        assertEquals("fenceline: " + dir.resolve("trace.json") + ": exists already; use --force to replace it\n",
                refused.err());
        assertEquals(0, CommandRun.of("trace", "export", dir.toString(), "--format", "chrome", "--force").status());
    }

    @Test
    void namesAreOnlyForCsv() {
        CommandRun run = CommandRun.of("trace", "export", dir.toString(), "--format", "chrome", "--names");
        assertEquals(2, run.status());
        assertEquals("fenceline: --names applies to --format csv only\n", run.err());
    }

    @Test
    void csvWithNamesResolvesThem() throws IOException {
        assertEquals(0, CommandRun.of("trace", "export", dir.toString(), "--format", "csv", "--names").status());
        List<String> lines = Files.readAllLines(dir.resolve("events.csv"));
        assertTrue(lines.get(0).endsWith(",location_name,region_name,comm_name,window_name"), lines.get(0));
        assertTrue(lines.get(1).endsWith(",rank 0,synthetic.Jacobi2D.main,,"), lines.get(1));
    }
}

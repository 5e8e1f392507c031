package org.fenceline.samples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.fenceline.analyzer.AnalysisOptions;
import org.fenceline.analyzer.AnalysisResult;
import org.fenceline.analyzer.Analyzer;
import org.fenceline.analyzer.SpillPolicy;
import org.fenceline.analyzer.cube.CubexWriter;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.SeverityCube;
import org.fenceline.analyzer.summary.SummaryWriter;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The analysis with the records that grow with the trace in a spill file (the bounded heap of issue 19) is the
 * analysis on the heap, exactly: on every committed sample (point-to-point, collectives, fence, PSCW, locks,
 * progress) the same severity in every cell, and the same .cubex and summary.json byte for byte once both
 * reports carry the same creation time.
 */
class SpilledAnalysisTest {
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.fenceline.samples.CommittedTracesTest#traces")
    void spilledAnalysisGivesTheHeapAnalysisResults(Path trace, @TempDir Path out) throws IOException {
        AnalysisResult onHeap = Analyzer.analyze(trace, AnalysisOptions.defaults().withSpill(SpillPolicy.NEVER));
        AnalysisResult spilled = Analyzer.analyze(trace, AnalysisOptions.defaults().withSpill(SpillPolicy.ALWAYS));
        assertEquals(0, onHeap.spilledBytes());
        assertTrue(spilled.spilledBytes() > 0, "nothing spilled");

        Report h = onHeap.report();
        Report s = spilled.report();
        SeverityCube a = h.severities();
        SeverityCube b = s.severities();
        assertEquals(a.metricCount(), b.metricCount());
        assertEquals(a.callPathCount(), b.callPathCount());
        assertEquals(a.locationCount(), b.locationCount());
        for (int m = 0; m < a.metricCount(); m++) {
            for (int cp = 0; cp < a.callPathCount(); cp++) {
                for (int l = 0; l < a.locationCount(); l++) {
                    String cell = h.metrics().metrics().get(m).id() + ", call path " + cp + ", location " + l;
                    assertEquals(Double.doubleToRawLongBits(a.get(m, cp, l)),
                            Double.doubleToRawLongBits(b.get(m, cp, l)), cell);
                }
            }
        }
        // The records name call paths of their own report's tree, so they are compared as text (which shows
        // every double exactly).
        assertEquals(h.instances().toString(), s.instances().toString());
        assertEquals(h.rootCauses().toString(), s.rootCauses().toString());
        assertEquals(h.criticalPath().toString(), s.criticalPath().toString());
        assertEquals(onHeap.warnings(), spilled.warnings());

        Report sameTime = new Report(s.metrics(), s.callTree(), s.systemTree(), s.severities(), h.metadata(),
                s.instances(), s.rootCauses(), s.criticalPath());
        CubexWriter.write(h, out.resolve("heap.cubex"));
        CubexWriter.write(sameTime, out.resolve("spilled.cubex"));
        assertArrayEquals(Files.readAllBytes(out.resolve("heap.cubex")),
                Files.readAllBytes(out.resolve("spilled.cubex")));
        SummaryWriter summary = new SummaryWriter(SummaryWriter.DEFAULT_TOP_CALL_PATHS, 100);
        summary.write(h, out.resolve("heap.json"));
        summary.write(sameTime, out.resolve("spilled.json"));
        assertArrayEquals(Files.readAllBytes(out.resolve("heap.json")),
                Files.readAllBytes(out.resolve("spilled.json")));
    }
}

package org.fenceline.samples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.fenceline.analyzer.AnalysisResult;
import org.fenceline.analyzer.cube.CubexWriter;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.SeverityCube;
import org.fenceline.analyzer.summary.SummaryWriter;

/**
 * Two analyses of one trace gave the same results: the same severity in every cell, the same instances, root causes,
 * critical path and warnings, and the same .cubex and summary.json byte for byte once both reports carry the same
 * creation time.
 */
final class SameResults {
    private SameResults() {
    }

    /** @param out a directory for the reports written to compare them */
    static void assertSameResults(AnalysisResult expected, AnalysisResult actual, Path out) throws IOException {
        Report h = expected.report();
        Report s = actual.report();
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
        assertEquals(expected.warnings(), actual.warnings());

        Report sameTime = new Report(s.metrics(), s.callTree(), s.systemTree(), s.severities(), h.metadata(),
                s.instances(), s.rootCauses(), s.criticalPath());
        CubexWriter.write(h, out.resolve("expected.cubex"));
        CubexWriter.write(sameTime, out.resolve("actual.cubex"));
        assertArrayEquals(Files.readAllBytes(out.resolve("expected.cubex")),
                Files.readAllBytes(out.resolve("actual.cubex")));
        SummaryWriter summary = new SummaryWriter(SummaryWriter.DEFAULT_TOP_CALL_PATHS, 100);
        summary.write(h, out.resolve("expected.json"));
        summary.write(sameTime, out.resolve("actual.json"));
        assertArrayEquals(Files.readAllBytes(out.resolve("expected.json")),
                Files.readAllBytes(out.resolve("actual.json")));
    }
}

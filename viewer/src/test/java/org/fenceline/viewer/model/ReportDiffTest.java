package org.fenceline.viewer.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.fenceline.analyzer.cube.CubexReader;
import org.fenceline.analyzer.cube.CubexWriter;
import org.fenceline.analyzer.report.Aggregation;
import org.fenceline.analyzer.report.Report;
import org.fenceline.viewer.SampleReports;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** cube_diff semantics: minuend − subtrahend over the union of both reports' dimensions. */
class ReportDiffTest {

    @Test
    void aReportMinusItselfIsZeroEverywhere() {
        Report d = ReportDiff.subtract(SampleReports.tiny(), SampleReports.tiny());
        assertEquals(4, d.callTree().size());
        for (var m : d.metrics().metrics()) {
            assertEquals(0.0, d.severities().total(m));
        }
        assertTrue(d.instances().isEmpty());
    }

    @Test
    void differencesAppearOnMatchedAndUnmatchedCallPaths(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("a.cubex");
        Path b = dir.resolve("b.cubex");
        CubexWriter.write(SampleReports.tiny(), a);
        CubexWriter.write(SampleReports.tiny(1.0, true), b);
        Report d = ReportDiff.subtract(CubexReader.read(a), CubexReader.read(b));
        var time = d.metrics().byId("time");
        assertEquals(5, d.callTree().size(), "MPI_Barrier exists only in the subtrahend");
        assertEquals(2.0 - 1.0, d.severities().total(time), 1e-12);
        var recv = d.callTree().byPath("main/solve/MPI_Recv");
        assertEquals(2.0, d.severities().value(time, Aggregation.INCLUSIVE, recv, Aggregation.EXCLUSIVE, 0));
        var barrier = d.callTree().byPath("main/MPI_Barrier");
        assertEquals(-1.0, d.severities().sumOverLocations(time, Aggregation.INCLUSIVE, barrier, Aggregation.EXCLUSIVE));

        BrowserModel model = new BrowserModel(d, "a - b");
        assertEquals(1.0, model.metricPane().absoluteValue(model.metricPane().tree().get(0)), 1e-12);
        assertTrue(Files.exists(a));
    }
}

package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.fenceline.analyzer.AnalysisOptions;
import org.fenceline.analyzer.AnalysisResult;
import org.fenceline.analyzer.Analyzer;
import org.fenceline.analyzer.bench.StencilTrace;
import org.fenceline.analyzer.cube.CubexReader;
import org.fenceline.analyzer.cube.CubexWriter;
import org.fenceline.analyzer.report.ConsoleReport;
import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.summary.SummaryWriter;
import org.fenceline.trace.FencelineVersion;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@code fenceline analyze} does: analyse, write .cubex and summary.json, print the console report. */
class EndToEndTest {
    @TempDir
    Path dir;

    @Test
    void analysisSurvivesCubexRoundTripAndSummaryListsEveryMetric() throws Exception {
        Path trace = dir.resolve("trace");
        new StencilTrace(4, 200).write(trace);
        AnalysisResult result = Analyzer.analyze(trace, AnalysisOptions.defaults());
        Report report = result.report();

        Path cubex = dir.resolve("report.cubex");
        CubexWriter.write(report, cubex);
        Report read = CubexReader.read(cubex);
        assertEquals(FencelineVersion.get(), read.metadata().fencelineVersion(), "the report names the analyzer");
        for (Metric m : report.metrics().metrics()) {
            Metric r = read.metrics().byId(m.id());
            for (int cp = 0; cp < report.callTree().size(); cp++) {
                for (int l = 0; l < report.systemTree().locationCount(); l++) {
                    double expected = report.severities().get(m.index(), cp, l);
                    double actual = read.severities().get(r.index(), cp, l);
                    assertEquals(m.valueType().isInteger() ? Math.round(expected) : expected, actual, 0.0,
                            m.id() + " " + cp + "/" + l);
                }
            }
        }

        Path summary = dir.resolve("summary.json");
        new SummaryWriter().write(report, summary);
        JsonNode json = new ObjectMapper().readTree(Files.readString(summary));
        assertEquals("fenceline-summary/1", json.get("format").asText());
        assertEquals(report.metrics().size(), json.get("metrics").size());
        for (int i = 0; i < report.metrics().size(); i++) {
            assertEquals(report.metrics().get(i).id(), json.get("metrics").get(i).get("id").asText());
        }
        assertFalse(json.get("instances").isEmpty());

        ByteArrayOutputStream console = new ByteArrayOutputStream();
        new ConsoleReport(10).print(report, new PrintStream(console, true, StandardCharsets.UTF_8));
        assertTrue(console.toString(StandardCharsets.UTF_8).contains("Late Sender (mpi_latesender)"));
    }
}

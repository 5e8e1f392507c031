package org.fenceline.analyzer.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.fenceline.analyzer.cube.CorruptReportException;
import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.report.MetricDefinition;
import org.fenceline.analyzer.report.MetricTree;
import org.fenceline.analyzer.report.Region;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.ReportMetadata;
import org.fenceline.analyzer.report.SeverityCube;
import org.fenceline.analyzer.report.SystemTree;
import org.fenceline.analyzer.report.TinyReport;
import org.fenceline.analyzer.report.ValueType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SummaryJsonTest {
    @TempDir
    Path dir;

    @Test
    void exactTextWithLimits() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new SummaryWriter(2, 2).write(TinyReport.report(), out);
        assertEquals("{\"format\":\"fenceline-summary/1\","
                + "\"trace\":{\"path\":\"/traces/ping\",\"locations\":2,\"events\":1234,\"duration_s\":4.75},"
                + "\"metrics\":["
                + "{\"id\":\"time\",\"name\":\"Time\",\"parent\":null,\"unit\":\"sec\",\"total\":8.5,"
                + "\"by_location\":[4.75,3.75],\"top_callpaths\":[{\"path\":\"main/solve/MPI_Recv\",\"value\":3.5},"
                + "{\"path\":\"main\",\"value\":3.0}]},"
                + "{\"id\":\"mpi\",\"name\":\"MPI\",\"parent\":\"time\",\"unit\":\"sec\",\"total\":4.75,"
                + "\"by_location\":[3.25,1.5],\"top_callpaths\":[{\"path\":\"main/solve/MPI_Recv\",\"value\":3.5},"
                + "{\"path\":\"main/MPI_Send\",\"value\":1.25}]},"
                + "{\"id\":\"mpi_latesender\",\"name\":\"Late Sender\",\"parent\":\"mpi\",\"unit\":\"sec\",\"total\":2.0,"
                + "\"by_location\":[2.0,0.0],\"top_callpaths\":[{\"path\":\"main/solve/MPI_Recv\",\"value\":2.0}]},"
                + "{\"id\":\"mpi_latereceiver\",\"name\":\"Late Receiver\",\"parent\":\"mpi\",\"unit\":\"sec\","
                + "\"total\":0.0,\"by_location\":[0.0,0.0],\"top_callpaths\":[]},"
                + "{\"id\":\"visits\",\"name\":\"Visits\",\"parent\":null,\"unit\":\"occ\",\"total\":16,"
                + "\"by_location\":[9,7],\"top_callpaths\":[{\"path\":\"main/MPI_Send\",\"value\":6},"
                + "{\"path\":\"main/solve/MPI_Recv\",\"value\":6}]}],"
                + "\"instances\":["
                + "{\"metric\":\"mpi_latesender\",\"location\":0,\"callpath\":\"main/solve/MPI_Recv\","
                + "\"start_s\":1.5,\"end_s\":2.5,\"severity_s\":1.0},"
                + "{\"metric\":\"mpi_latesender\",\"location\":0,\"callpath\":\"main/solve/MPI_Recv\","
                + "\"start_s\":4.0,\"end_s\":6.0,\"severity_s\":1.0}],\"root_causes\":[]}",
                out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void writeThenReadWithDefaults() throws Exception {
        Path file = dir.resolve("summary.json");
        new SummaryWriter().write(TinyReport.report(), file);
        Summary s = SummaryReader.read(file);
        assertEquals(Summary.FORMAT, s.format());
        assertEquals(new Summary.Trace("/traces/ping", 2, 1234, 4.75), s.trace());
        assertEquals(List.of("time", "mpi", "mpi_latesender", "mpi_latereceiver", "visits"),
                s.metrics().stream().map(Summary.MetricSummary::id).toList());
        Summary.MetricSummary lr = s.metric("mpi_latereceiver");
        assertEquals(new Summary.MetricSummary("mpi_latereceiver", "Late Receiver", "mpi", "sec", 0.0,
                List.of(0.0, 0.0), List.of()), lr);
        assertNull(s.metric("time").parent());
        assertEquals(List.of(new Summary.CallPathValue("main/solve/MPI_Recv", 3.5),
                new Summary.CallPathValue("main", 3.0), new Summary.CallPathValue("main/MPI_Send", 1.25),
                new Summary.CallPathValue("main/solve", 0.75)), s.metric("time").topCallPaths());
        assertEquals(List.of(
                new Summary.InstanceSummary("mpi_latesender", 0, "main/solve/MPI_Recv", 1.5, 2.5, 1.0, null),
                new Summary.InstanceSummary("mpi_latesender", 0, "main/solve/MPI_Recv", 4.0, 6.0, 1.0, null),
                new Summary.InstanceSummary("mpi_latesender", 0, "main/solve/MPI_Recv", 0.25, 0.5, 0.25, null)),
                s.instances());
        assertEquals(List.of("summary.json"), Files.list(dir).map(p -> p.getFileName().toString()).toList());
    }

    @Test
    void causesAndRootCausesWithTheirLargestDelay() throws Exception {
        Path file = dir.resolve("summary.json");
        new SummaryWriter().write(TinyReport.withRootCauses(), file);
        Summary s = SummaryReader.read(file);
        Summary.DelaySummary delay = new Summary.DelaySummary(1, "main/solve", 1.75, 2.5, 0.75, "mpi_latesender",
                2.5, 1.0, List.of(0));
        assertEquals(delay, s.instances().get(0).cause());
        assertNull(s.instances().get(1).cause());
        assertEquals(List.of(new Summary.RootCauseSummary(1, "main/solve", "mpi_latesender", 0.75, 1.0, List.of(0),
                delay)), s.rootCauses());
    }

    @Test
    void foreignJsonIsRejectedWithOneLine() throws Exception {
        Path file = Files.writeString(dir.resolve("x.json"), "{\"format\":\"other/2\"}");
        assertEquals(file + ": not a fenceline-summary/1 summary (format other/2)",
                assertThrows(CorruptReportException.class, () -> SummaryReader.read(file)).getMessage());
        Path broken = Files.writeString(dir.resolve("y.json"), "{\"format\":");
        String message = assertThrows(CorruptReportException.class, () -> SummaryReader.read(broken)).getMessage();
        assertEquals(1, message.lines().count());
    }

    @Test
    void callPathsThatDifferOnlyInTheirCallSiteAreOneEntry() throws Exception {
        // main calls MPI_Send from two lines: two call paths, one path string "main/MPI_Send".
        CallTree.Builder b = new CallTree.Builder(List.of(
                new Region(0, "main", "App.java", 10, -1, "user", "function", ""),
                new Region(1, "MPI_Send", "", -1, -1, "mpi", "point2point", "")));
        int main = b.add(-1, 0, "", -1);
        int firstSend = b.add(main, 1, "App.java", 14);
        int secondSend = b.add(main, 1, "App.java", 18);
        CallTree calls = b.build();
        SystemTree.Builder s = new SystemTree.Builder();
        s.location(s.process(s.group(-1, "cluster", "machine"), "rank 0", 0), 0, "thread 0", 0);
        MetricTree metrics = MetricTree.of(List.of(
                MetricDefinition.stored("time", "Time", "sec", ValueType.DOUBLE, "Time", "", null)));
        SeverityCube cube = new SeverityCube(metrics, calls, 1);
        cube.add(0, b.indexOf(main), 0, 1.0);
        cube.add(0, b.indexOf(firstSend), 0, 0.75);
        cube.add(0, b.indexOf(secondSend), 0, 0.5);
        Report report = new Report(metrics, calls, s.build(), cube,
                new ReportMetadata("/t", "0.1.0-TEST", TinyReport.CREATED, 6, 2.25, List.of(), Map.of()), List.of());

        Path file = dir.resolve("summary.json");
        new SummaryWriter().write(report, file);
        assertEquals(List.of(new Summary.CallPathValue("main/MPI_Send", 1.25), new Summary.CallPathValue("main", 1.0)),
                SummaryReader.read(file).metric("time").topCallPaths());
    }
}

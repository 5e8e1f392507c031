package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.fenceline.analyzer.AnalysisOptions;
import org.fenceline.analyzer.Analyzer;
import org.fenceline.analyzer.cube.CubexReader;
import org.fenceline.analyzer.cube.CubexWriter;
import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.summary.Summary;
import org.fenceline.analyzer.summary.SummaryReader;
import org.fenceline.analyzer.summary.SummaryWriter;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.global.GlobalTraceWriter;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;
import org.fenceline.trace.model.RmaEventModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A region called from two lines of one caller is one call path in the report, the .cubex and summary.json alike
 * (issue 18 item 3): rank 0 sends from lines 14 and 16 of main, rank 1 receives on line 20.
 */
class CallSiteMergeTest {
    private static final int MAIN = 0;
    private static final int SEND = 1;
    private static final int RECV = 2;

    @TempDir
    Path dir;

    @Test
    void twoCallSitesOfOneCalleeAreOneCallPathInReportCubexAndSummary() throws Exception {
        Path trace = dir.resolve("t");
        try (GlobalTraceWriter w = GlobalTraceWriter.create(trace, definitions())) {
            for (Event e : List.of(
                    Event.enter(0, 0, MAIN, -1),
                    Event.enter(0, 1_000, SEND, 0),
                    Event.send(0, 1_100, 0, 1, 7, 64, 0, 0),
                    Event.exit(0, 1_200, SEND),
                    Event.enter(0, 1_300, SEND, 1),
                    Event.send(0, 1_400, 0, 1, 7, 64, 0, 0),
                    Event.exit(0, 1_700, SEND),
                    Event.exit(0, 2_000, MAIN),
                    Event.enter(1, 0, MAIN, -1),
                    Event.enter(1, 100, RECV, 2),
                    Event.recv(1, 1_200, 0, 0, 7, 64, 0, 0),
                    Event.exit(1, 1_250, RECV),
                    Event.enter(1, 1_260, RECV, 2),
                    Event.recv(1, 1_500, 0, 0, 7, 64, 0, 0),
                    Event.exit(1, 1_800, RECV),
                    Event.exit(1, 2_000, MAIN))) {
                w.append(e);
            }
        }
        Report report = Analyzer.analyze(trace, AnalysisOptions.defaults().withThreads(1)).report();
        assertEquals(List.of("main", "main/MPI_Send", "main/MPI_Recv"),
                report.callTree().nodes().stream().map(CallPathNode::path).toList());
        CallPathNode send = report.callTree().byPath("main/MPI_Send");
        assertEquals(List.of("", -1), List.of(send.file(), send.line()), "two call sites: none kept");
        CallPathNode recv = report.callTree().byPath("main/MPI_Recv");
        assertEquals(List.of("PingPong.java", 20), List.of(recv.file(), recv.line()), "one call site: kept");

        int time = report.metrics().byId("time").index();
        double sendTime = report.severities().get(time, send.index(), 0);
        assertEquals(600e-9, sendTime, 1e-15);

        Path cubex = dir.resolve("r.cubex");
        CubexWriter.write(report, cubex);
        Report read = CubexReader.read(cubex);
        assertEquals(3, read.callTree().size());
        assertEquals(sendTime, read.severities().get(time, read.callTree().byPath("main/MPI_Send").index(), 0), 1e-15);

        Path json = dir.resolve("s.json");
        new SummaryWriter().write(report, json);
        Summary summary = SummaryReader.read(json);
        Map<String, Double> top = new HashMap<>();
        summary.metric("time").topCallPaths().forEach(c -> top.put(c.path(), c.value()));
        assertEquals(sendTime, top.get("main/MPI_Send"), 1e-15);
        assertEquals(3, top.size());
    }

    private static Definitions definitions() {
        return new Definitions(TraceLayout.FORMAT_VERSION,
                new Definitions.Metadata("PingPong", List.of(), 2, "ideal", RmaEventModel.EXTENDED, 1, 0, "test",
                        Map.of()),
                List.of(new Definitions.Region(MAIN, "main", "PingPong.java", 10, Paradigm.USER, RegionRole.FUNCTION),
                        new Definitions.Region(SEND, "MPI_Send", "", -1, Paradigm.MPI, RegionRole.POINT_TO_POINT),
                        new Definitions.Region(RECV, "MPI_Recv", "", -1, Paradigm.MPI, RegionRole.POINT_TO_POINT)),
                List.of(new Definitions.CallSite(0, "PingPong.java", 14, "PingPong.main", SEND),
                        new Definitions.CallSite(1, "PingPong.java", 16, "PingPong.main", SEND),
                        new Definitions.CallSite(2, "PingPong.java", 20, "PingPong.main", RECV)),
                List.of(new Definitions.Machine(0, "machine")),
                List.of(new Definitions.Node(0, "node0", 0), new Definitions.Node(1, "node1", 0)),
                List.of(new Definitions.Process(0, "rank 0", 0, 0), new Definitions.Process(1, "rank 1", 1, 1)),
                List.of(new Definitions.Location(0, "rank 0", 0, 0), new Definitions.Location(1, "rank 1", 1, 0)),
                List.of(new Definitions.Group(0, List.of(0, 1))),
                List.of(new Definitions.Communicator(0, "MPI_COMM_WORLD", 0)), List.of(), List.of(), List.of());
    }
}

package org.fenceline.analyzer.cube;

import static org.fenceline.analyzer.report.Aggregation.EXCLUSIVE;
import static org.fenceline.analyzer.report.Aggregation.INCLUSIVE;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.CallTree;
import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.MetricKind;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.SeverityCube;
import org.fenceline.analyzer.report.ValueType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Reads the hand-made Scalasca-style report (see resources/scalasca/make_fixture.py for its layout). */
class CubexReaderScalascaTest {
    private static Report report;

    @BeforeAll
    static void read() throws Exception {
        report = CubexReader.read(Path.of(CubexReaderScalascaTest.class.getResource("/scalasca/scout-2procs.cubex").toURI()));
    }

    @Test
    void metricTreeWithScalascaTypesAndUrls() {
        assertEquals(List.of("time", "visits", "mpi_latesender", "mpi_latesender_wo", "mpi_latereceiver", "wait_share"),
                report.metrics().metrics().stream().map(Metric::id).toList());
        Metric time = report.metrics().byId("time");
        assertEquals(ValueType.DOUBLE, time.valueType());
        assertEquals("@mirror@scalasca_patterns.html#time", time.url());
        assertEquals(ValueType.INT64, report.metrics().byId("visits").valueType());
        assertEquals("mpi_latesender", report.metrics().byId("mpi_latesender_wo").parent().id());
        Metric derived = report.metrics().byId("wait_share");
        assertEquals(MetricKind.POSTDERIVED, derived.kind());
        assertEquals("metric::mpi_latesender() / metric::time()", derived.expression());
        assertEquals(List.of("https://apps.fz-juelich.de/scalasca/releases/scalasca/2.6/help/"),
                report.metadata().mirrors());
        assertEquals(Map.of("Cube Version", "4.6", "Creator", "Scalasca 2.6"), report.metadata().attributes());
    }

    @Test
    void callTreeAndSystemTree() {
        CallTree calls = report.callTree();
        assertEquals(List.of("main", "main/foo", "main/foo/MPI_Recv", "main/MPI_Send"),
                calls.nodes().stream().map(CallPathNode::path).toList());
        assertEquals("point2point", calls.byPath("main/MPI_Send").region().role());
        assertEquals(50, calls.byPath("main/foo/MPI_Recv").line());
        assertEquals(2, report.systemTree().locationCount());
        assertEquals("node01", report.systemTree().locations().get(1).process().group().name());
        assertEquals(1, report.systemTree().locations().get(1).process().rank());
    }

    @Test
    void inclusiveTimeRowsInWideOrderBecomeExclusiveValues() {
        SeverityCube cube = report.severities();
        int time = report.metrics().byId("time").index();
        // pre-order: main, foo, MPI_Recv, MPI_Send
        assertArrayEquals(new double[] {3.0, 2.0, 4.0, 1.0}, column(cube, time, 0));
        assertArrayEquals(new double[] {0.5, 4.5, 0.5, 2.5}, column(cube, time, 1));
        assertEquals(18.0, cube.sumOverLocations(report.metrics().byId("time"), INCLUSIVE,
                report.callTree().byPath("main"), INCLUSIVE));
    }

    @Test
    void denseSparseCompressedAndMissingData() {
        SeverityCube cube = report.severities();
        assertArrayEquals(new double[] {1, 2, 5, 3}, column(cube, report.metrics().byId("visits").index(), 1));
        Metric ls = report.metrics().byId("mpi_latesender");
        CallPathNode recv = report.callTree().byPath("main/foo/MPI_Recv");
        assertArrayEquals(new double[] {3.0, 0.0}, cube.locationValues(ls, INCLUSIVE, recv, EXCLUSIVE));
        assertEquals(2.0, cube.value(ls, EXCLUSIVE, recv, EXCLUSIVE, 0));
        assertEquals(1.0, cube.total(report.metrics().byId("mpi_latesender_wo")));
        assertEquals(0.0, cube.total(report.metrics().byId("mpi_latereceiver")));
        assertEquals(0.0, cube.total(report.metrics().byId("wait_share")));
    }

    @Test
    void foreignReportHasNoFencelineMetadataOrInstances() {
        assertEquals("", report.metadata().tracePath());
        assertEquals(0, report.metadata().events());
        assertEquals(List.of(), report.instances());
        assertNull(report.metrics().byId("time").parent());
    }

    private static double[] column(SeverityCube cube, int metric, int location) {
        double[] out = new double[cube.callPathCount()];
        for (int c = 0; c < out.length; c++) {
            out[c] = cube.get(metric, c, location);
        }
        return out;
    }
}

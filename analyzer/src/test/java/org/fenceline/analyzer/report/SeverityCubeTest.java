package org.fenceline.analyzer.report;

import static org.fenceline.analyzer.report.Aggregation.EXCLUSIVE;
import static org.fenceline.analyzer.report.Aggregation.INCLUSIVE;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class SeverityCubeTest {
    private final Report report = TinyReport.report();
    private final SeverityCube cube = report.severities();
    private final MetricTree metrics = report.metrics();
    private final CallTree calls = report.callTree();

    @Test
    void callTreeIsRenumberedInPreorderWithPaths() {
        assertEquals(List.of("main", "main/MPI_Send", "main/solve", "main/solve/MPI_Recv"),
                calls.nodes().stream().map(CallPathNode::path).toList());
        assertEquals(4, calls.get(0).subtreeSize());
        assertEquals(2, calls.byPath("main/solve").subtreeSize());
        assertEquals(List.of("main", "main/MPI_Send", "main/solve", "main/solve/MPI_Recv"),
                calls.wideOrder().stream().map(CallPathNode::path).toList());
        assertEquals(14, calls.byPath("main/MPI_Send").line());
    }

    @Test
    void builderMergesTheSameCallPath() {
        CallTree.Builder b = new CallTree.Builder(calls.regions());
        int main = b.add(-1, 0, "", -1);
        assertEquals(b.add(main, 1, "App.java", 12), b.add(main, 1, "App.java", 12));
        assertEquals(2, b.build().size());
    }

    @Test
    void metricTreeIsPreorderWithParents() {
        assertEquals(List.of("time", "mpi", "mpi_latesender", "mpi_latereceiver", "visits"),
                metrics.metrics().stream().map(Metric::id).toList());
        assertEquals("mpi", metrics.byId("mpi_latesender").parent().id());
        assertEquals(2, metrics.byId("mpi_latesender").depth());
        assertThrows(IllegalArgumentException.class, () -> MetricTree.of(List.of(
                MetricDefinition.stored("a", "A", "sec", ValueType.DOUBLE, "", "", "missing"))));
    }

    @Test
    void callTreeInclusiveAndExclusive() {
        Metric time = metrics.byId("time");
        CallPathNode main = calls.byPath("main");
        CallPathNode solve = calls.byPath("main/solve");
        assertEquals(1.0, cube.value(time, INCLUSIVE, main, EXCLUSIVE, 0));
        assertEquals(4.75, cube.value(time, INCLUSIVE, main, INCLUSIVE, 0));
        assertEquals(3.75, cube.value(time, INCLUSIVE, main, INCLUSIVE, 1));
        assertEquals(3.5, cube.value(time, INCLUSIVE, solve, INCLUSIVE, 0));
        assertEquals(8.5, cube.sumOverLocations(time, INCLUSIVE, main, INCLUSIVE));
        assertArrayEquals(new double[] {3.5, 0.75}, cube.locationValues(time, INCLUSIVE, solve, INCLUSIVE));
    }

    @Test
    void metricTreeExclusiveSubtractsChildMetrics() {
        CallPathNode recv = calls.byPath("main/solve/MPI_Recv");
        CallPathNode main = calls.byPath("main");
        assertEquals(0.0, cube.value(metrics.byId("time"), EXCLUSIVE, recv, EXCLUSIVE, 0));
        assertEquals(1.0, cube.value(metrics.byId("mpi"), EXCLUSIVE, recv, EXCLUSIVE, 0));
        assertEquals(1.25, cube.value(metrics.byId("mpi"), EXCLUSIVE, main, INCLUSIVE, 0));
        assertEquals(4.75 - 3.25, cube.value(metrics.byId("time"), EXCLUSIVE, main, INCLUSIVE, 0));
    }

    @Test
    void totalsIncludeChildMetricsAndAllCallPaths() {
        assertEquals(8.5, cube.total(metrics.byId("time")));
        assertArrayEquals(new double[] {3.25, 1.5}, cube.totalByLocation(metrics.byId("mpi")));
        assertEquals(2.0, cube.total(metrics.byId("mpi_latesender")));
        assertEquals(0.0, cube.total(metrics.byId("mpi_latereceiver")));
        assertEquals(16.0, cube.total(metrics.byId("visits")));
        assertFalse(cube.hasValues(metrics.byId("mpi_latereceiver").index()));
        assertTrue(cube.hasValues(metrics.byId("mpi_latesender").index(), calls.byPath("main/solve/MPI_Recv").index()));
    }

    @Test
    void locationsFilledFromSeparateThreadsAddUp() throws Exception {
        SeverityCube c = new SeverityCube(metrics, calls, 2);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<?>> done = List.of(
                    pool.submit(() -> fill(c, 0)),
                    pool.submit(() -> fill(c, 1)));
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdown();
        }
        assertArrayEquals(new double[] {100_000 * 0.5, 100_000 * 0.5}, c.totalByLocation(metrics.byId("time")));
    }

    private static void fill(SeverityCube c, int location) {
        for (int i = 0; i < 100_000; i++) {
            c.add(0, i % 4, location, 0.5);
        }
    }
}

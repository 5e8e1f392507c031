package org.fenceline.viewer.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.fenceline.analyzer.report.Aggregation;
import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.Metric;
import org.fenceline.viewer.SampleReports;
import org.junit.jupiter.api.Test;

/** Cube's coupling and inclusive/exclusive rules on the sample report (numbers in {@link SampleReports}). */
class BrowserModelTest {
    private final BrowserModel model = new BrowserModel(SampleReports.tiny(), "tiny");

    private DimensionNode<Metric> metric(String name) {
        return model.metricPane().tree().nodes().stream().filter(n -> n.name().equals(name)).findFirst().orElseThrow();
    }

    private DimensionNode<CallPathNode> call(String name) {
        return model.callPane().tree().nodes().stream().filter(n -> n.name().equals(name)).findFirst().orElseThrow();
    }

    private DimensionNode<SystemEntity> system(String name) {
        return model.systemPane().tree().nodes().stream().filter(n -> n.name().equals(name)).findFirst().orElseThrow();
    }

    private DimensionNode<FlatEntry> flat(String region, boolean subroutines) {
        return model.flatPane().tree().nodes().stream()
                .filter(n -> n.subject().region().name().equals(region) && n.subject().subroutines() == subroutines)
                .findFirst().orElseThrow();
    }

    @Test
    void metricTreeShowsInclusiveWhenCollapsedAndExclusiveWhenExpanded() {
        PaneModel<Metric> pane = model.metricPane();
        assertEquals(8.5, pane.absoluteValue(metric("Time")));
        assertEquals(4.75, pane.absoluteValue(metric("MPI")));
        assertEquals(16.0, pane.absoluteValue(metric("Visits")));
        model.setMetricExpanded(metric("Time"), true);
        assertEquals(3.75, pane.absoluteValue(metric("Time")));
        model.setMetricExpanded(metric("MPI"), true);
        assertEquals(2.75, pane.absoluteValue(metric("MPI")));
    }

    @Test
    void callTreeShowsTheSelectedMetricAndFollowsItsExpansion() {
        PaneModel<CallPathNode> calls = model.callPane();
        assertEquals(8.5, calls.absoluteValue(call("main")));
        assertEquals(4.25, calls.absoluteValue(call("solve")));
        model.setCallExpanded(call("main"), true);
        assertEquals(3.0, calls.absoluteValue(call("main")));

        model.setMetricExpanded(metric("Time"), true);
        assertEquals(Aggregation.EXCLUSIVE, model.metricSelection().aggregation());
        assertEquals(0.0, calls.absoluteValue(call("MPI_Send")));
        assertEquals(0.75, calls.absoluteValue(call("solve")));

        model.selectMetric(metric("MPI"));
        assertEquals(3.5, calls.absoluteValue(call("MPI_Recv")));
        assertEquals(4.75, calls.values().inclusive(call("main")));
    }

    @Test
    void systemTreeShowsTheSelectedMetricAndCallPathPerLocation() {
        PaneModel<SystemEntity> sys = model.systemPane();
        assertArrayEquals(new double[] {4.75, 3.75}, model.locationValues());
        assertEquals(8.5, sys.absoluteValue(system("cluster")));
        assertEquals(4.75, sys.absoluteValue(system("rank 0")));
        model.setSystemExpanded(system("rank 0"), true);
        assertEquals(0.0, sys.absoluteValue(system("rank 0")), "processes carry no values of their own");

        model.setCallExpanded(call("main"), true);
        assertArrayEquals(new double[] {1.0, 2.0}, model.locationValues());
        model.selectCall(call("MPI_Recv"));
        assertArrayEquals(new double[] {3.0, 0.5}, model.locationValues());
    }

    @Test
    void flatProfileSumsRegionsAndSplitsOffSubroutines() {
        PaneModel<FlatEntry> flatPane = model.flatPane();
        assertEquals(8.5, flatPane.absoluteValue(flat("main", false)));
        assertEquals(5.5, flatPane.absoluteValue(flat("main", true)));
        assertEquals(3.5, flatPane.absoluteValue(flat("MPI_Recv", false)));
        model.setFlatExpanded(flat("main", false), true);
        assertEquals(3.0, flatPane.absoluteValue(flat("main", false)));

        model.setFlatView(true);
        model.selectFlat(flat("main", true));
        assertArrayEquals(new double[] {3.75, 1.75}, model.locationValues());
        model.selectFlat(flat("main", false));
        assertArrayEquals(new double[] {1.0, 2.0}, model.locationValues(), "expanded region: exclusive");
    }

    @Test
    void everyValueModeOfTheCallTree() {
        PaneModel<CallPathNode> calls = model.callPane();
        calls.setMode(ValueMode.OWN_ROOT_PERCENT);
        assertEquals(50.0, calls.shownValue(call("solve")), 1e-9);
        calls.setMode(ValueMode.METRIC_ROOT_PERCENT);
        assertEquals(50.0, calls.shownValue(call("solve")), 1e-9);
        calls.setMode(ValueMode.CALL_ROOT_PERCENT);
        assertEquals(100.0 * 3.5 / 8.5, calls.shownValue(call("MPI_Recv")), 1e-9);
        model.selectCall(call("solve"));
        calls.setMode(ValueMode.CALL_SELECTION_PERCENT);
        assertEquals(100.0 * 3.5 / 4.25, calls.shownValue(call("MPI_Recv")), 1e-9);

        model.selectMetric(metric("MPI"));
        calls.setMode(ValueMode.METRIC_ROOT_PERCENT);
        assertEquals(100.0 * 3.5 / 8.5, calls.shownValue(call("MPI_Recv")), 1e-9);
        calls.setMode(ValueMode.METRIC_SELECTION_PERCENT);
        assertEquals(100.0 * 3.5 / 4.75, calls.shownValue(call("MPI_Recv")), 1e-9);
        calls.setMode(ValueMode.ABSOLUTE);
        assertEquals(3.5, calls.shownValue(call("MPI_Recv")));
    }

    @Test
    void everyValueModeOfTheSystemTree() {
        PaneModel<SystemEntity> sys = model.systemPane();
        DimensionNode<SystemEntity> loc0 = model.systemPane().tree().nodes().stream()
                .filter(n -> n.subject().location() == 0).findFirst().orElseThrow();
        DimensionNode<SystemEntity> loc1 = model.systemPane().tree().nodes().stream()
                .filter(n -> n.subject().location() == 1).findFirst().orElseThrow();
        sys.setMode(ValueMode.SYSTEM_ROOT_PERCENT);
        assertEquals(100.0 * 4.75 / 8.5, sys.shownValue(loc0), 1e-9);
        sys.setMode(ValueMode.OWN_ROOT_PERCENT);
        assertEquals(100.0 * 4.75 / 8.5, sys.shownValue(loc0), 1e-9);
        model.selectSystem(system("rank 1"));
        sys.setMode(ValueMode.SYSTEM_SELECTION_PERCENT);
        assertEquals(100.0 * 4.75 / 3.75, sys.shownValue(loc0), 1e-9);
        sys.setMode(ValueMode.PEER_PERCENT);
        assertEquals(100.0, sys.shownValue(loc0), 1e-9);
        assertEquals(100.0 * 3.75 / 4.75, sys.shownValue(loc1), 1e-9);
        sys.setMode(ValueMode.PEER_DISTRIBUTION);
        assertEquals(100.0, sys.shownValue(loc0), 1e-9);
        assertEquals(0.0, sys.shownValue(loc1), 1e-9);
        sys.setMode(ValueMode.CALL_SELECTION_PERCENT);
        assertEquals(100.0 * 4.75 / 8.5, sys.shownValue(loc0), 1e-9);
        sys.setMode(ValueMode.CALL_ROOT_PERCENT);
        assertEquals(100.0 * 3.75 / 8.5, sys.shownValue(loc1), 1e-9);

        model.selectMetric(metric("MPI"));
        model.selectCall(call("MPI_Recv"));
        sys.setMode(ValueMode.METRIC_SELECTION_PERCENT);
        assertEquals(100.0 * 3.0 / 4.75, sys.shownValue(loc0), 1e-9);
        sys.setMode(ValueMode.METRIC_ROOT_PERCENT);
        assertEquals(100.0 * 3.0 / 8.5, sys.shownValue(loc0), 1e-9);
    }

    @Test
    void metricTreeModesAndModesOnlyOfferedToTheRight() {
        PaneModel<Metric> metrics = model.metricPane();
        metrics.setMode(ValueMode.OWN_ROOT_PERCENT);
        assertEquals(100.0 * 4.75 / 8.5, metrics.shownValue(metric("MPI")), 1e-9);
        model.selectMetric(metric("MPI"));
        metrics.setMode(ValueMode.METRIC_SELECTION_PERCENT);
        assertEquals(100.0 * 2.0 / 4.75, metrics.shownValue(metric("Late Sender")), 1e-9);
        metrics.setMode(ValueMode.METRIC_ROOT_PERCENT);
        assertEquals(100.0 * 2.0 / 8.5, metrics.shownValue(metric("Late Sender")), 1e-9);
        assertThrows(IllegalArgumentException.class, () -> metrics.setMode(ValueMode.CALL_ROOT_PERCENT));
        assertThrows(IllegalArgumentException.class, () -> model.callPane().setMode(ValueMode.PEER_PERCENT));
        assertEquals(4, ValueMode.offeredIn(TreeKind.METRIC).size());
        assertEquals(6, ValueMode.offeredIn(TreeKind.CALL).size());
        assertEquals(10, ValueMode.offeredIn(TreeKind.SYSTEM).size());
    }

    @Test
    void statisticsAndInstancesFollowTheSelection() {
        BoxPlotStatistics s = model.statistics();
        assertEquals(3.75, s.min());
        assertEquals(4.75, s.max());
        assertEquals(4.25, s.mean());
        assertEquals(3, model.mostSevereInstances(10).size());
        assertEquals(1.5, model.mostSevereInstances(10).get(0).startS());
        model.selectMetric(metric("Late Receiver"));
        assertEquals(0, model.mostSevereInstances(10).size());
    }

    @Test
    void listenersHearEveryChange() {
        int[] calls = {0};
        model.addListener(() -> calls[0]++);
        model.selectMetric(metric("MPI"));
        model.setCallExpanded(call("main"), true);
        model.selectSystem(system("rank 1"));
        assertEquals(3, calls[0]);
    }
}

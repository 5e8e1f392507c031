package org.fenceline.viewer.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.fenceline.analyzer.report.Aggregation;
import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.ValueType;
import org.fenceline.viewer.SampleReports;
import org.junit.jupiter.api.Test;

/** Issue 18 item 6: the viewer opens on the most severe wait state, its worst call path and location. */
class OpeningFocusTest {

    @Test
    void opensOnTheMostSevereWaitStateWithItsWorstCallPathAndLocation() {
        BrowserModel model = new BrowserModel(SampleReports.tiny(), "tiny");
        OpeningFocus f = model.focusMostSevereWaitState();

        assertEquals("Late Sender", f.metric().name());
        assertEquals(f.metric(), model.metricPane().selected());
        assertFalse(model.metricPane().isExpanded(f.metric()), "collapsed: includes its sub-patterns");
        assertTrue(model.metricPane().isExpanded(f.metric().parent()));
        assertTrue(model.metricPane().isExpanded(f.metric().root()));

        assertEquals("main/solve/MPI_Recv", model.callPane().selected().subject().path());
        assertTrue(model.callPane().isExpanded(model.callPane().selected().parent()));
        assertTrue(model.callPane().isExpanded(model.callPane().selected().root()));
        assertEquals(2.0, model.callPane().absoluteValue(model.callPane().selected()));

        DimensionNode<SystemEntity> location = model.systemPane().selected();
        assertEquals(0, location.subject().location());
        assertTrue(model.systemPane().isExpanded(location.parent()));
        assertEquals(2.0, model.systemPane().absoluteValue(location));

        assertEquals("Most severe wait state: Late Sender, 2.00 s (23.5 % of Time); most of it in main/solve/MPI_Recv"
                + " (2.00 s), there most on rank 0 thread 0 (2.00 s).", model.openingStatement());
        assertEquals(new MetricSelection(f.metric().subject(), Aggregation.INCLUSIVE), model.metricSelection());
    }

    @Test
    void aCallPathWithCalleesIsExpandedSoItsOwnValueIsShown() {
        BrowserModel model = new BrowserModel(SampleReports.tiny(), "tiny");
        model.focusMostSevereWaitState();
        DimensionNode<CallPathNode> solve = model.callPane().selected().parent();
        assertTrue(model.callPane().isExpanded(solve));
        assertEquals(0.0, model.callPane().absoluteValue(solve), "solve itself holds no Late Sender");
    }

    @Test
    void withoutWaitTimeItOpensAsCubeDoes() {
        BrowserModel model = new BrowserModel(SampleReports.tiny(3.0, false, 0.0), "quiet");
        OpeningFocus f = model.focusMostSevereWaitState();
        assertEquals("Time", model.metricPane().selected().name());
        assertNull(f.callPath());
        assertNull(f.location());
        assertTrue(model.metricPane().tree().nodes().stream().noneMatch(model.metricPane()::isExpanded));
        assertEquals("No wait states in this report: showing Time with the trees collapsed, as Cube opens.",
                model.openingStatement());
    }

    @Test
    void beforeFocusingThereIsNoStatement() {
        assertEquals("", new BrowserModel(SampleReports.tiny(), "tiny").openingStatement());
    }

    @Test
    void colourLegendShowsTheSelectedValueAndItsShareOfTheRoot() {
        BrowserModel model = new BrowserModel(SampleReports.tiny(), "tiny");
        DimensionNode<CallPathNode> recv = model.callPane().tree().nodes().stream()
                .filter(n -> n.name().equals("MPI_Recv")).findFirst().orElseThrow();
        model.selectCall(recv);
        ColourLegend l = model.callPane().legend(model.valueFormat(), ValueType.DOUBLE);
        assertEquals("3.50 (41.18 %)", l.caption());
        assertEquals("0", l.minText());
        assertEquals("8.50", l.maxText());
        assertEquals(3.5 / 8.5, l.position(), 1e-12);

        model.callPane().setMode(ValueMode.OWN_ROOT_PERCENT);
        assertEquals("41.18 %", model.callPane().legend(model.valueFormat(),
                ValueType.DOUBLE).caption());
    }

    @Test
    void eachMetricHierarchyHasItsOwnColourScale() {
        BrowserModel model = new BrowserModel(SampleReports.tiny(), "tiny");
        DimensionNode<Metric> visits = model.metricPane().tree().nodes().stream()
                .filter(n -> n.name().equals("Visits")).findFirst().orElseThrow();
        model.selectMetric(visits);
        ColourLegend l = model.metricPane().legend(model.valueFormat(), ValueType.UINT64);
        assertEquals(List.of("16", "16 (100.00 %)"), List.of(l.maxText(), l.caption()));
        assertEquals(1.0, model.metricPane().colourPosition(model.metricPane().tree().get(0)), "Time: its own scale");
    }

    @Test
    void precisionChangesEveryPaneAndTellsTheViews() {
        BrowserModel model = new BrowserModel(SampleReports.tiny(), "tiny");
        int[] told = {0};
        model.addListener(() -> told[0]++);
        model.setDecimals(3);
        assertEquals(1, told[0]);
        assertEquals("8.500 (100.000 %)", model.metricPane().legend(model.valueFormat(),
                ValueType.DOUBLE).caption());
    }

    @Test
    void roundingResiduesShowAsZeroAndWhite() {
        BrowserModel model = new BrowserModel(SampleReports.tiny(), "tiny");
        PaneModel<Metric> pane = model.metricPane();
        DimensionNode<Metric> time = pane.tree().get(0);
        double[] inclusive = new double[pane.tree().size()];
        double[] exclusive = new double[pane.tree().size()];
        inclusive[time.id()] = 2.5;
        exclusive[time.id()] = -1.11e-16;
        pane.setValues(new TreeValues(inclusive, exclusive));
        pane.setExpanded(time, true);
        assertEquals(0.0, pane.absoluteValue(time));
        assertEquals(ColourScale.WHITE, pane.colour(time));
        assertEquals("0", model.valueFormat().format(pane.shownValue(time), pane.mode(),
                ValueType.DOUBLE));
    }
}

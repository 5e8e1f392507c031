package org.fenceline.viewer.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.viewer.SampleReports;
import org.junit.jupiter.api.Test;

/** Ordering, dynamic hiding, search, "expand largest" and colours of one pane. */
class PaneModelTest {
    private final BrowserModel model = new BrowserModel(SampleReports.tiny(), "tiny");
    private final PaneModel<CallPathNode> calls = model.callPane();

    private DimensionNode<CallPathNode> call(String name) {
        return calls.tree().nodes().stream().filter(n -> n.name().equals(name)).findFirst().orElseThrow();
    }

    private static List<String> names(List<? extends DimensionNode<?>> nodes) {
        return nodes.stream().map(DimensionNode::name).toList();
    }

    @Test
    void sortsSiblingsByDefinitionValueOrName() {
        assertEquals(List.of("MPI_Send", "solve"), names(calls.visibleChildren(call("main"))));
        calls.setOrder(TreeOrder.VALUE);
        assertEquals(List.of("solve", "MPI_Send"), names(calls.visibleChildren(call("main"))));
        calls.setOrder(TreeOrder.NAME);
        assertEquals(List.of("MPI_Send", "solve"), names(calls.visibleChildren(call("main"))));
    }

    @Test
    void hidesNodesBelowTheThresholdAndAddsThemToTheExpandedParent() {
        calls.setHideBelowPercent(20.0);
        assertTrue(calls.isHidden(call("MPI_Send")), "1.25 of 8.5 is below 20 %");
        assertEquals(List.of("solve"), names(calls.visibleChildren(call("main"))));
        calls.setExpanded(call("main"), true);
        assertEquals(3.0 + 1.25, calls.absoluteValue(call("main")));
        calls.setHideBelowPercent(0.0);
        assertEquals(3.0, calls.absoluteValue(call("main")));
        assertFalse(calls.isHidden(call("MPI_Send")));
    }

    @Test
    void expandLargestFollowsTheHotPath() {
        assertEquals(List.of("main", "solve", "MPI_Recv"), names(calls.largestPath(call("main"))));
    }

    @Test
    void searchFindsNamesCaseInsensitivelyAndWraps() {
        assertEquals("MPI_Send", calls.find("mpi").name());
        assertEquals("MPI_Recv", calls.findNext().name());
        assertEquals("MPI_Send", calls.findNext().name());
        assertTrue(calls.isFound(call("MPI_Recv")));
        assertFalse(calls.isFound(call("solve")));
        calls.clearFound();
        assertFalse(calls.isFound(call("MPI_Recv")));
        assertNull(calls.find("nothing like this"));
    }

    @Test
    void coloursRunFromBlueToRedAndZeroIsWhite() {
        assertEquals(0xFFFF0000, calls.colour(call("main")), "the largest value is red");
        model.setMetricExpanded(model.metricPane().tree().get(0), true);
        assertEquals(ColourScale.WHITE, calls.colour(call("MPI_Send")), "zero is white");
        assertEquals(0xFF0000FF, ColourScale.colour(0.0));
        assertEquals(0xFF00FFFF, ColourScale.colour(0.25));
        assertEquals(0xFF00FF00, ColourScale.colour(0.5));
        assertEquals(0xFFFFFF00, ColourScale.colour(0.75));
        assertEquals(0xFFFF0000, ColourScale.colour(1.0));
    }
}

package org.fenceline.viewer.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;

import org.fenceline.analyzer.report.CartesianTopology;
import org.junit.jupiter.api.Test;

class TopologySelectionTest {
    private static final CartesianTopology RING = new CartesianTopology("SCI ring",
            List.of(new CartesianTopology.Dimension("Node", 4, true)),
            Map.of(0, List.of(0), 1, List.of(1), 2, List.of(2), 3, List.of(3)));

    /** MPI_Cart_create's 2 x 2 grid over locations 3, 2, 1, 0 (row-major), periodic in its second dimension. */
    private static CartesianTopology grid() {
        return new CartesianTopology("MPI_Cartesian_2x2", List.of(
                new CartesianTopology.Dimension("dimension 0", 2, false),
                new CartesianTopology.Dimension("dimension 1", 2, true)),
                Map.of(3, List.of(0, 0), 2, List.of(0, 1), 1, List.of(1, 0), 0, List.of(1, 1)));
    }

    @Test
    void theInterconnectIsShownFirstAndTheProgramsGridsCanBeChosen() {
        TopologySelection s = new TopologySelection(List.of(RING, grid()));
        assertEquals(List.of("SCI ring", "MPI_Cartesian_2x2"), s.labels());
        assertEquals(0, s.selected());
        assertEquals("Node (4, periodic); 4 locations", s.caption());
        assertEquals(List.of(4, 1), List.of(s.grid(new double[4]).columns(), s.grid(new double[4]).rows()));

        s.select(1);
        assertEquals("MPI_Cartesian_2x2", s.topology().name());
        assertEquals("dimension 0 (2) x dimension 1 (2, periodic); 4 locations", s.caption());
        TopologyGrid g = s.grid(new double[] {0.0, 1.0, 0.5, 0.25});
        assertEquals(List.of(2, 2), List.of(g.columns(), g.rows()));
        // Columns run along dimension 0, rows along dimension 1: (0,0)=3, (1,0)=1, (0,1)=2, (1,1)=0.
        assertEquals(List.of(3, 1, 2, 0), g.cells().stream().map(TopologyGrid.Cell::location).toList());
        assertEquals(List.of(0.25, 1.0, 0.5, 0.0), g.cells().stream().map(TopologyGrid.Cell::value).toList());
        assertEquals(ColourScale.colour(1.0), g.cells().get(1).colour(), "the largest value is red");
    }

    @Test
    void gridsOfOneNameAreNumbered() {
        TopologySelection s = new TopologySelection(List.of(RING, grid(), grid()));
        assertEquals(List.of("SCI ring", "MPI_Cartesian_2x2", "MPI_Cartesian_2x2 (2)"), s.labels());
    }

    @Test
    void onlyExistingTopologiesCanBeSelected() {
        TopologySelection s = new TopologySelection(List.of(RING));
        assertThrows(IndexOutOfBoundsException.class, () -> s.select(1));
        assertEquals(0, s.selected());
        assertThrows(IllegalArgumentException.class, () -> new TopologySelection(List.of()));
    }
}

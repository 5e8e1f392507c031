package org.fenceline.viewer.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.fenceline.analyzer.report.CartesianTopology;
import org.junit.jupiter.api.Test;

class TopologyGridTest {

    @Test
    void torusPlacesLocationsByTheirCoordinatesAndColoursThemByValue() {
        CartesianTopology torus = new CartesianTopology("SCI torus 3x2", List.of(
                new CartesianTopology.Dimension("X", 3, true), new CartesianTopology.Dimension("Y", 2, true)),
                Map.of(0, List.of(0, 0), 1, List.of(1, 0), 2, List.of(2, 0), 3, List.of(0, 1), 4, List.of(1, 1)));
        TopologyGrid grid = TopologyGrid.of(torus, new double[] {0.0, 0.5, 1.0, 0.25, 0.75});
        assertEquals(List.of(3, 2), List.of(grid.columns(), grid.rows()));
        assertEquals(List.of(0, 1, 2, 3, 4, -1), grid.cells().stream().map(TopologyGrid.Cell::location).toList());
        assertEquals(ColourScale.WHITE, grid.cells().get(0).colour(), "zero is white");
        assertEquals(ColourScale.colour(1.0), grid.cells().get(2).colour(), "the largest value is red");
        assertEquals(ColourScale.colour(0.5), grid.cells().get(1).colour());
        assertTrue(grid.cells().get(5).isEmpty());
        assertEquals(TopologyGrid.EMPTY, grid.cells().get(5).colour());
    }

    @Test
    void dimensionsBeyondTheSecondStackAsBlocksOfRows() {
        CartesianTopology cube = new CartesianTopology("2x2x2", List.of(new CartesianTopology.Dimension("x", 2, false),
                new CartesianTopology.Dimension("y", 2, false), new CartesianTopology.Dimension("z", 2, false)),
                Map.of(7, List.of(1, 1, 1), 4, List.of(0, 0, 1)));
        TopologyGrid grid = TopologyGrid.of(cube, new double[8]);
        assertEquals(List.of(2, 4), List.of(grid.columns(), grid.rows()));
        assertEquals(7, grid.cells().get(3 * 2 + 1).location());
        assertEquals(4, grid.cells().get(2 * 2).location());
    }
}

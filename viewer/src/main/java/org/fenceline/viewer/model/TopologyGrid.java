package org.fenceline.viewer.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.fenceline.analyzer.report.CartesianTopology;

/**
 * A Cartesian topology of the report (the emulated SCI ring or torus, Scalasca's "Process x Thread" grid) laid out
 * flat for drawing, coloured by the values the system tree shows, as Cube's topology view does. The first
 * dimension runs along the columns; the second, if any, along the rows; further dimensions are stacked as blocks of
 * rows (row = y + size(y)·(z + size(z)·...)). Grid points without a location are empty.
 *
 * @param name    the topology's name
 * @param columns size of the first dimension
 * @param rows    product of the other dimensions' sizes (1 for a ring)
 * @param cells   row-major, {@code columns × rows}
 */
public record TopologyGrid(String name, int columns, int rows, List<Cell> cells) {

    /** A grid point: its location (-1 when empty), the location's value and its swatch colour (ARGB). */
    public record Cell(int column, int row, int location, double value, int colour) {
        public boolean isEmpty() {
            return location < 0;
        }
    }

    /** Colour of an empty grid point. */
    public static final int EMPTY = 0xFFD0D0D0;

    public static TopologyGrid of(CartesianTopology topology, double[] locationValues) {
        List<CartesianTopology.Dimension> dims = topology.dimensions();
        int columns = dims.get(0).size();
        int rows = 1;
        for (int d = 1; d < dims.size(); d++) {
            rows = Math.multiplyExact(rows, dims.get(d).size());
        }
        int[] location = new int[Math.multiplyExact(columns, rows)];
        Arrays.fill(location, -1);
        for (Map.Entry<Integer, List<Integer>> e : topology.coordinates().entrySet()) {
            List<Integer> c = e.getValue();
            int row = 0;
            for (int d = dims.size() - 1; d >= 1; d--) {
                row = row * dims.get(d).size() + c.get(d);
            }
            location[row * columns + c.get(0)] = e.getKey();
        }
        double max = 0.0;
        for (int l : location) {
            if (l >= 0 && l < locationValues.length) {
                max = Math.max(max, Math.abs(locationValues[l]));
            }
        }
        List<Cell> cells = new ArrayList<>(location.length);
        for (int i = 0; i < location.length; i++) {
            int l = location[i];
            double v = l >= 0 && l < locationValues.length ? locationValues[l] : 0.0;
            int colour = l < 0 ? EMPTY
                    : v == 0.0 || max == 0.0 ? ColourScale.WHITE : ColourScale.colour(Math.abs(v) / max);
            cells.add(new Cell(i % columns, i / columns, l, v, colour));
        }
        return new TopologyGrid(topology.name(), columns, rows, cells);
    }
}

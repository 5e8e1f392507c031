package org.fenceline.analyzer.report;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.StringJoiner;
import java.util.TreeMap;

/**
 * A Cartesian grid over locations, as Cube's {@code <cart>} holds it and its topology view draws it: named
 * dimensions with their size and periodicity, and the grid coordinates of the locations placed in it
 * (locations not placed are absent).
 *
 * @param name        e.g. "SCI torus" or "Process x Thread"
 * @param dimensions  the dimensions, outermost first
 * @param coordinates location index → one coordinate per dimension, by ascending location index
 */
public record CartesianTopology(String name, List<Dimension> dimensions, Map<Integer, List<Integer>> coordinates) {

    /** One axis of the grid. */
    public record Dimension(String name, int size, boolean periodic) {
        public Dimension {
            Objects.requireNonNull(name, "name");
            if (size < 1) {
                throw new IllegalArgumentException("dimension " + name + " has size " + size);
            }
        }
    }

    public CartesianTopology {
        Objects.requireNonNull(name, "name");
        dimensions = List.copyOf(dimensions);
        if (dimensions.isEmpty()) {
            throw new IllegalArgumentException("topology " + name + " has no dimension");
        }
        TreeMap<Integer, List<Integer>> sorted = new TreeMap<>();
        for (Map.Entry<Integer, List<Integer>> e : coordinates.entrySet()) {
            List<Integer> c = List.copyOf(e.getValue());
            if (c.size() != dimensions.size()) {
                throw new IllegalArgumentException("topology " + name + ": location " + e.getKey() + " has "
                        + c.size() + " coordinates for " + dimensions.size() + " dimensions");
            }
            for (int d = 0; d < c.size(); d++) {
                if (c.get(d) < 0 || c.get(d) >= dimensions.get(d).size()) {
                    throw new IllegalArgumentException("topology " + name + ": location " + e.getKey()
                            + " lies outside dimension " + dimensions.get(d).name() + " (" + c.get(d) + ")");
                }
            }
            sorted.put(e.getKey(), c);
        }
        coordinates = Collections.unmodifiableMap(sorted);
    }

    /**
     * The dimensions and how many locations are placed, e.g. "dimension 0 (2) x dimension 1 (3, periodic); 6
     * locations".
     */
    public String shape() {
        StringJoiner axes = new StringJoiner(" x ");
        for (Dimension d : dimensions) {
            axes.add(d.name() + " (" + d.size() + (d.periodic() ? ", periodic)" : ")"));
        }
        return axes + "; " + coordinates.size() + (coordinates.size() == 1 ? " location" : " locations");
    }
}

package org.fenceline.viewer.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.fenceline.analyzer.report.CartesianTopology;

/**
 * The topology tab's choice among a report's Cartesian topologies (for a Fenceline report the emulated SCI ring or
 * torus first, then the program's MPI_Cart_create grids; for Scalasca's its "Process x Thread" grid and MPI
 * grids): the selector's labels, which topology is drawn, a line describing it, and its grid coloured by the
 * values the system tree shows. A program may create several grids of one shape, which Score-P's naming gives
 * one name; their labels are numbered so the selector tells them apart.
 */
public final class TopologySelection {
    private final List<CartesianTopology> topologies;
    private final List<String> labels;
    private int selected;

    /** @throws IllegalArgumentException if there is no topology to choose from */
    public TopologySelection(List<CartesianTopology> topologies) {
        if (topologies.isEmpty()) {
            throw new IllegalArgumentException("no topology to select");
        }
        this.topologies = List.copyOf(topologies);
        Map<String, Integer> seen = new HashMap<>();
        List<String> names = new ArrayList<>();
        for (CartesianTopology t : this.topologies) {
            int n = seen.merge(t.name(), 1, Integer::sum);
            names.add(n == 1 ? t.name() : t.name() + " (" + n + ")");
        }
        this.labels = List.copyOf(names);
    }

    /** One label per topology, in the report's order. */
    public List<String> labels() {
        return labels;
    }

    public int selected() {
        return selected;
    }

    /** @throws IndexOutOfBoundsException unless {@code 0 <= index < labels().size()} */
    public void select(int index) {
        selected = Objects.checkIndex(index, topologies.size());
    }

    public CartesianTopology topology() {
        return topologies.get(selected);
    }

    /** The selected topology's dimensions and how many locations it places. */
    public String caption() {
        return topology().shape();
    }

    /** The selected topology laid out for drawing, coloured by {@code locationValues} (indexed by location). */
    public TopologyGrid grid(double[] locationValues) {
        return TopologyGrid.of(topology(), locationValues);
    }
}

package org.fenceline.analyzer.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.fenceline.trace.model.Definitions;

/**
 * The emulated SCI interconnect of a Fenceline run as a Cartesian topology: a ring of the run's nodes, or an
 * A×B torus of rings (trace metadata property {@code topology}: {@code ring} or {@code torus:AxB}; node
 * {@code n} sits at x = n mod A, y = n div A, as the tracer's {@code sci.Topology} cables them). Every dimension
 * is periodic (SCI rings close). When a node hosts several locations, a last dimension "Location on node"
 * separates them, so no two locations share a grid point.
 */
final class SciTopology {
    static final String PROPERTY = "topology";

    private SciTopology() {
    }

    /** The topology the trace's metadata names; empty if it names none or it does not fit the nodes. */
    static Optional<CartesianTopology> of(Definitions definitions) {
        if (definitions.metadata() == null) {
            return Optional.empty();
        }
        String text = definitions.metadata().properties().get(PROPERTY);
        int nodes = definitions.nodes().size();
        if (text == null || nodes == 0) {
            return Optional.empty();
        }
        int width;
        int height;
        if (text.equals("ring")) {
            width = nodes;
            height = 1;
        } else if (text.matches("torus:[1-9][0-9]*x[1-9][0-9]*")) {
            String[] dims = text.substring("torus:".length()).split("x");
            width = Integer.parseInt(dims[0]);
            height = Integer.parseInt(dims[1]);
        } else {
            return Optional.empty();
        }
        Map<Integer, Integer> nodeOfProcess = new HashMap<>();
        for (Definitions.Process p : definitions.processes()) {
            nodeOfProcess.put(p.id(), p.node());
        }
        Map<Integer, List<Integer>> grid = new HashMap<>();
        Map<Integer, Integer> slotsUsed = new HashMap<>();
        Map<Integer, Integer> slot = new HashMap<>();
        for (Definitions.Location l : definitions.locations()) {
            Integer node = nodeOfProcess.get(l.process());
            if (node == null || node < 0 || node >= width * height) {
                return Optional.empty();
            }
            int s = slotsUsed.merge(node, 1, Integer::sum) - 1;
            slot.put(l.id(), s);
            grid.put(l.id(), height == 1 ? List.of(node) : List.of(node % width, node / width));
        }
        int perNode = slotsUsed.values().stream().mapToInt(Integer::intValue).max().orElse(1);
        List<CartesianTopology.Dimension> dimensions = new ArrayList<>();
        if (height == 1) {
            dimensions.add(new CartesianTopology.Dimension("Node", width, true));
        } else {
            dimensions.add(new CartesianTopology.Dimension("X", width, true));
            dimensions.add(new CartesianTopology.Dimension("Y", height, true));
        }
        Map<Integer, List<Integer>> coordinates = new HashMap<>();
        if (perNode > 1) {
            dimensions.add(new CartesianTopology.Dimension("Location on node", perNode, false));
            for (Map.Entry<Integer, List<Integer>> e : grid.entrySet()) {
                List<Integer> c = new ArrayList<>(e.getValue());
                c.add(slot.get(e.getKey()));
                coordinates.put(e.getKey(), c);
            }
        } else {
            coordinates.putAll(grid);
        }
        String name = height == 1 ? "SCI ring" : "SCI torus " + width + "x" + height;
        return Optional.of(new CartesianTopology(name, dimensions, coordinates));
    }
}

package org.fenceline.analyzer.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;
import org.fenceline.trace.model.RmaEventModel;
import org.junit.jupiter.api.Test;

class TraceDefinitionsTest {
    private final Definitions definitions = new Definitions("1",
            new Definitions.Metadata("App", List.of(), 2, "ideal", RmaEventModel.EXTENDED, 1, 0, "0.1.0", Map.of()),
            List.of(new Definitions.Region(0, "main", "App.java", 5, Paradigm.USER, RegionRole.FUNCTION),
                    new Definitions.Region(1, "MPI_Bcast", "", -1, Paradigm.MPI, RegionRole.COLLECTIVE_ONE_TO_ALL),
                    new Definitions.Region(2, "flush", "", -1, Paradigm.MEASUREMENT, RegionRole.BUFFER_FLUSH)),
            List.of(),
            List.of(new Definitions.Machine(0, "sci-cluster")),
            List.of(new Definitions.Node(0, "node0", 0), new Definitions.Node(1, "node1", 0)),
            List.of(new Definitions.Process(0, "rank 0", 0, 0), new Definitions.Process(1, "rank 1", 1, 1)),
            List.of(new Definitions.Location(0, "rank 0 main", 0, 0), new Definitions.Location(1, "rank 1 main", 1, 0)),
            List.of(), List.of(), List.of(), List.of(), List.of());

    @Test
    void regionsUseCubeParadigmsAndRoles() {
        assertEquals(List.of(
                new Region(0, "main", "App.java", 5, -1, "user", "function", ""),
                new Region(1, "MPI_Bcast", "MPI", -1, -1, "mpi", "one2all", ""),
                new Region(2, "flush", "", -1, -1, "measurement", "artificial", "")), Region.listOf(definitions));
    }

    @Test
    void systemTreeIsMachineNodeProcessLocation() {
        SystemTree s = SystemTree.of(definitions);
        assertEquals(1, s.roots().size());
        SystemTree.Group machine = s.roots().get(0);
        assertEquals("machine", machine.kind());
        assertEquals(List.of("node0", "node1"), machine.children().stream().map(SystemTree.Group::name).toList());
        SystemTree.Location l1 = s.locations().get(1);
        assertEquals("rank 1 main", l1.name());
        assertEquals(1, l1.process().rank());
        assertEquals("node1", l1.process().group().name());
        assertEquals("node", l1.process().group().kind());
    }

    @Test
    void sciRingPlacesEachNodesLocationOnAPeriodicAxis() {
        SystemTree s = SystemTree.of(withTopology("ring", 4, 4));
        assertEquals(List.of(new CartesianTopology("SCI ring", List.of(new CartesianTopology.Dimension("Node", 4, true)),
                Map.of(0, List.of(0), 1, List.of(1), 2, List.of(2), 3, List.of(3)))), s.topologies());
    }

    @Test
    void sciTorusPlacesNodeNAtNModWidthAndNDivWidth() {
        CartesianTopology t = SystemTree.of(withTopology("torus:3x2", 6, 6)).topologies().get(0);
        assertEquals("SCI torus 3x2", t.name());
        assertEquals(List.of(new CartesianTopology.Dimension("X", 3, true), new CartesianTopology.Dimension("Y", 2, true)),
                t.dimensions());
        assertEquals(List.of(2, 1), t.coordinates().get(5));
        assertEquals(List.of(1, 0), t.coordinates().get(1));
    }

    @Test
    void severalLocationsOnOneNodeGetTheirOwnGridPoints() {
        CartesianTopology t = SystemTree.of(withTopology("ring", 2, 4)).topologies().get(0);
        assertEquals(List.of(new CartesianTopology.Dimension("Node", 2, true),
                new CartesianTopology.Dimension("Location on node", 2, false)), t.dimensions());
        assertEquals(Map.of(0, List.of(0, 0), 1, List.of(0, 1), 2, List.of(1, 0), 3, List.of(1, 1)), t.coordinates());
    }

    @Test
    void theProgramsCartesianGridsFollowTheInterconnect() {
        Definitions d = withTopology("ring", 4, 4);
        var grid = new Definitions.CartTopology("MPI_Cartesian_2x2", 0,
                List.of(new Definitions.CartDimension("dimension 0", 2, false),
                        new Definitions.CartDimension("dimension 1", 2, true)),
                List.of(new Definitions.CartCoordinate(3, List.of(0, 0)),
                        new Definitions.CartCoordinate(2, List.of(0, 1)),
                        new Definitions.CartCoordinate(1, List.of(1, 0)),
                        new Definitions.CartCoordinate(0, List.of(1, 1))));
        Definitions withGrid = new Definitions(d.formatVersion(), d.metadata(), d.regions(), d.callSites(),
                d.machines(), d.nodes(), d.processes(), d.locations(),
                List.of(new Definitions.Group(0, List.of(3, 2, 1, 0))),
                List.of(new Definitions.Communicator(0, "comm#3", 0)), List.of(), List.of(grid), List.of());
        List<CartesianTopology> topologies = SystemTree.of(withGrid).topologies();
        assertEquals(List.of("SCI ring", "MPI_Cartesian_2x2"),
                topologies.stream().map(CartesianTopology::name).toList());
        assertEquals(new CartesianTopology("MPI_Cartesian_2x2", List.of(
                        new CartesianTopology.Dimension("dimension 0", 2, false),
                        new CartesianTopology.Dimension("dimension 1", 2, true)),
                Map.of(3, List.of(0, 0), 2, List.of(0, 1), 1, List.of(1, 0), 0, List.of(1, 1))), topologies.get(1));
    }

    @Test
    void noTopologyWithoutTheRunsInterconnectOrWhenItDoesNotFitTheNodes() {
        assertEquals(List.of(), SystemTree.of(definitions).topologies());
        assertEquals(List.of(), SystemTree.of(withTopology("torus:2x2", 6, 6)).topologies());
        assertEquals(List.of(), SystemTree.of(withTopology("mesh", 2, 2)).topologies());
    }

    /** {@code nodes} nodes, {@code locations} single-threaded processes spread over them in blocks. */
    private static Definitions withTopology(String topology, int nodes, int locations) {
        int perNode = locations / nodes;
        return new Definitions("1",
                new Definitions.Metadata("App", List.of(), locations, "ideal", RmaEventModel.EXTENDED, 1, 0, "0.1.0",
                        Map.of("topology", topology)),
                List.of(), List.of(), List.of(new Definitions.Machine(0, "sci-cluster")),
                IntStream.range(0, nodes).mapToObj(n -> new Definitions.Node(n, "node" + n, 0)).toList(),
                IntStream.range(0, locations)
                        .mapToObj(p -> new Definitions.Process(p, "rank " + p, p / perNode, p)).toList(),
                IntStream.range(0, locations)
                        .mapToObj(l -> new Definitions.Location(l, "rank " + l, l, 0)).toList(),
                List.of(), List.of(), List.of(), List.of(), List.of());
    }
}

package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.RegionRole;
import org.fenceline.trace.validate.TraceValidator;
import org.fenceline.tracer.programs.AttributeCaching;
import org.fenceline.tracer.programs.CartesianGrids;
import org.fenceline.tracer.programs.CommunicatorCreation;
import org.fenceline.tracer.programs.DistGraphs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The MPI-3 communicator calls, attribute caching and distributed graphs are recorded like their older siblings. */
class TracedCommunicatorCreationTest {
    @TempDir
    Path dir;

    @Test
    void communicatorCreationIsCommunicatorManagementOnEveryRank() throws Exception {
        TracedRuns.run(4, CommunicatorCreation.class, TraceOptions.to(dir)).expectSuccess();
        expectRegions(4, Map.of(
                "MPI_Comm_idup", RegionRole.COMM_MANAGEMENT,
                "MPI_Comm_dup_with_info", RegionRole.COMM_MANAGEMENT,
                "MPI_Comm_split_type", RegionRole.COMM_MANAGEMENT,
                "MPI_Comm_disconnect", RegionRole.COMM_MANAGEMENT,
                "MPI_Comm_set_info", RegionRole.FUNCTION,
                "MPI_Comm_get_info", RegionRole.FUNCTION));
        for (int location : new int[] {0, 2}) {
            assertTrue(TraceText.of(dir, location).stream().anyMatch(l -> l.startsWith("ENTER MPI_Comm_create_group")),
                    "location " + location);
        }
    }

    @Test
    void cartCreateRecordsTheGridWithEveryMembersLocation() throws Exception {
        TracedRuns.run(5, CartesianGrids.class, TraceOptions.to(dir)).expectSuccess();
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(List.of(), new TraceValidator(trace).validate());
            Definitions d = trace.definitions();
            assertEquals(List.of("MPI_Cartesian_2x2", "MPI_Cartesian_5"),
                    d.cartTopologies().stream().map(Definitions.CartTopology::name).toList(),
                    "MPI_Cart_create's grids only: not the dup, not the sub-grid");
            Definitions.CartTopology grid = d.cartTopologies().get(0);
            assertEquals(List.of(new Definitions.CartDimension("dimension 0", 2, false),
                    new Definitions.CartDimension("dimension 1", 2, true)), grid.dimensions());
            assertEquals(List.of(at(0, 0, 0), at(1, 0, 1), at(2, 1, 0), at(3, 1, 1)), grid.coordinates(),
                    "row-major, rank 4 outside");
            assertEquals(List.of(0, 1, 2, 3), members(d, grid));
            Definitions.CartTopology ring = d.cartTopologies().get(1);
            assertEquals(List.of(new Definitions.CartDimension("dimension 0", 5, true)), ring.dimensions());
            assertEquals(List.of(at(0, 0), at(1, 1), at(2, 2), at(3, 3), at(4, 4)), ring.coordinates());
            assertEquals(List.of(0, 1, 2, 3, 4), members(d, ring));
        }
    }

    private static Definitions.CartCoordinate at(int location, Integer... coordinates) {
        return new Definitions.CartCoordinate(location, List.of(coordinates));
    }

    private static List<Integer> members(Definitions d, Definitions.CartTopology t) {
        return d.groups().get(d.communicators().get(t.communicator()).group()).members();
    }

    @Test
    void attributeCallsAreRecorded() throws Exception {
        TracedRuns.run(2, AttributeCaching.class, TraceOptions.to(dir)).expectSuccess();
        expectRegions(2, Map.of(
                "MPI_Comm_create_keyval", RegionRole.FUNCTION,
                "MPI_Comm_set_attr", RegionRole.FUNCTION,
                "MPI_Comm_get_attr", RegionRole.FUNCTION,
                "MPI_Comm_delete_attr", RegionRole.FUNCTION,
                "MPI_Type_set_attr", RegionRole.FUNCTION,
                "MPI_Win_create_keyval", RegionRole.FUNCTION));
    }

    @Test
    void distributedGraphsAndTheirNeighbourCollectivesAreRecorded() throws Exception {
        TracedRuns.run(4, DistGraphs.class, TraceOptions.to(dir)).expectSuccess();
        expectRegions(4, Map.of(
                "MPI_Dist_graph_create", RegionRole.COMM_MANAGEMENT,
                "MPI_Dist_graph_create_adjacent", RegionRole.COMM_MANAGEMENT,
                "MPI_Dist_graph_neighbors", RegionRole.FUNCTION));
        for (int location = 0; location < 4; location++) {
            assertTrue(TraceText.of(dir, location).stream().anyMatch(l -> l.startsWith("COLLEXIT MPI_Neighbor_alltoall")),
                    "location " + location);
        }
    }

    /** The trace is valid, and every rank entered each region, which has its role. */
    private void expectRegions(int ranks, Map<String, RegionRole> roles) throws Exception {
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(List.of(), new TraceValidator(trace).validate());
            for (Map.Entry<String, RegionRole> e : roles.entrySet()) {
                Definitions.Region region = trace.definitions().regions().stream()
                        .filter(r -> r.name().equals(e.getKey())).findFirst().orElseThrow(() ->
                                new AssertionError(e.getKey() + " is not in the trace"));
                assertEquals(e.getValue(), region.role(), e.getKey());
            }
        }
        for (int location = 0; location < ranks; location++) {
            List<String> events = TraceText.of(dir, location);
            for (String name : roles.keySet()) {
                assertTrue(events.stream().anyMatch(l -> l.startsWith("ENTER " + name + " ")),
                        name + " at location " + location);
            }
        }
    }
}

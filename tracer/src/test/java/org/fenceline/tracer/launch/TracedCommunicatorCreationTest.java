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

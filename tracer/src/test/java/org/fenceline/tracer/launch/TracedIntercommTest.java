package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.RegionRole;
import org.fenceline.trace.validate.TraceValidator;
import org.fenceline.tracer.programs.traced.IntercommCalls;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Intercommunicator construction is recorded like the other communicator constructors: one region per call. */
class TracedIntercommTest {
    private static final String CALLER = IntercommCalls.class.getName() + ".main";
    @TempDir
    static Path dir;

    @BeforeAll
    static void run() {
        TracedRuns.run(4, IntercommCalls.class, TraceOptions.to(dir)).expectSuccess();
    }

    @Test
    void theTraceIsValid() throws Exception {
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(List.of(), new TraceValidator(trace).validate());
        }
    }

    @Test
    void everyRankRecordsCreateDupAndMergeWithoutTheLeadersMessages() throws Exception {
        for (int location = 0; location < 4; location++) {
            assertEquals(List.of(
                    "ENTER MPI_Comm_split @" + CALLER + ":15",
                    "EXIT MPI_Comm_split",
                    "ENTER MPI_Intercomm_create @" + CALLER + ":16",
                    "EXIT MPI_Intercomm_create",
                    "ENTER MPI_Comm_dup @" + CALLER + ":17",
                    "EXIT MPI_Comm_dup",
                    "ENTER MPI_Intercomm_merge @" + CALLER + ":18",
                    "EXIT MPI_Intercomm_merge",
                    "ENTER MPI_Comm_free @" + CALLER + ":19",
                    "EXIT MPI_Comm_free"), construction(location), "location " + location);
            assertEquals(List.of(), TraceText.of(dir, location, "SEND", "RECV"), "location " + location);
        }
    }

    @Test
    void theNewRegionsAreCommunicatorManagement() throws Exception {
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            for (String name : List.of("MPI_Intercomm_create", "MPI_Intercomm_merge")) {
                Definitions.Region region = trace.definitions().regions().stream()
                        .filter(r -> r.name().equals(name)).findFirst().orElseThrow();
                assertEquals(RegionRole.COMM_MANAGEMENT, region.role(), name);
            }
        }
    }

    private static List<String> construction(int location) throws Exception {
        List<String> events = TraceText.of(dir, location);
        int from = events.indexOf(events.stream().filter(l -> l.startsWith("ENTER MPI_Comm_split")).findFirst()
                .orElseThrow());
        return events.subList(from, events.indexOf("EXIT MPI_Comm_free") + 1);
    }
}

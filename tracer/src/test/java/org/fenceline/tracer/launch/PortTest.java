package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.RegionRole;
import org.fenceline.trace.validate.TraceValidator;
import org.fenceline.tracer.programs.AcceptWithoutConnect;
import org.fenceline.tracer.programs.PortConnections;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ports, accept/connect between two groups of one job, and the name service. */
class PortTest {
    @TempDir
    Path dir;

    @Test
    void theHalvesOfTheWorldConnectThroughAPort() {
        MpiRun.run("ideal", 4, PortConnections.class).expectSuccess();
    }

    @Test
    void anAcceptNobodyConnectsToIsNamedByTheDeadlockReport() {
        MpiRun.Result result = MpiRun.run(LaunchOptions.of(2, AcceptWithoutConnect.class.getName())
                .withInterconnect("ideal").withDeadlockTimeout(Duration.ofMillis(500)));
        assertEquals(DeadlockDetector.EXIT_STATUS, result.status(), result.err());
        assertTrue(result.err().contains("MPI_Comm_accept(port=fenceline-port-1, comm=MPI_COMM_SELF)"),
                result.err());
    }

    @Test
    void acceptAndConnectAreTracedAsCommunicatorManagement() throws Exception {
        TracedRuns.run(4, PortConnections.class, TraceOptions.to(dir)).expectSuccess();
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(List.of(), new TraceValidator(trace).validate());
            for (String name : List.of("MPI_Comm_accept", "MPI_Comm_connect")) {
                Definitions.Region region = trace.definitions().regions().stream()
                        .filter(r -> r.name().equals(name)).findFirst().orElseThrow();
                assertEquals(RegionRole.COMM_MANAGEMENT, region.role(), name);
            }
        }
        for (int location = 0; location < 4; location++) {
            String expected = location % 2 == 0 ? "MPI_Comm_accept" : "MPI_Comm_connect";
            List<String> events = TraceText.of(dir, location);
            assertTrue(events.stream().anyMatch(e -> e.startsWith("ENTER " + expected + " @")),
                    location + ": " + events);
            assertTrue(events.contains("EXIT " + expected), "location " + location);
        }
        List<String> root = TraceText.of(dir, 0);
        for (String call : List.of("MPI_Open_port", "MPI_Publish_name", "MPI_Lookup_name", "MPI_Unpublish_name",
                "MPI_Close_port")) {
            assertTrue(root.contains("EXIT " + call), call + " in " + root);
        }
    }
}

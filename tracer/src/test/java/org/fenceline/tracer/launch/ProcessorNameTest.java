package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.model.Definitions;
import org.fenceline.tracer.programs.ProcessorName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The processor name is the host's, as on Open MPI; the trace's system tree keeps one emulated node per rank. */
class ProcessorNameTest {
    @TempDir
    Path dir;

    @Test
    void ranksReportTheHostWhileTheTraceShowsTheEmulatedNodes() throws Exception {
        TracedRuns.run(3, ProcessorName.class, TraceOptions.to(dir)).expectSuccess();
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(List.of("fenceline-node0", "fenceline-node1", "fenceline-node2"),
                    trace.definitions().nodes().stream().map(Definitions.Node::name).toList());
        }
    }
}

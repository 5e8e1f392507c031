package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.validate.TraceValidator;
import org.fenceline.tracer.programs.MatchedProbe;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Matched probes (Message) take their message from every other receive, and are traced like the other calls. */
class MatchedProbeTest {
    @TempDir
    Path dir;

    @Test
    void onlyTheMatchedReceiveGetsTheProbedMessage() {
        MpiRun.run(2, MatchedProbe.class).expectSuccess();
    }

    @Test
    void mprobeAndMrecvAreRecordedWithTheReceiveInsideMrecv() throws Exception {
        TracedRuns.run(2, MatchedProbe.class, TraceOptions.to(dir)).expectSuccess();
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(List.of(), new TraceValidator(trace).validate());
        }
        List<String> receiver = TraceText.of(dir, 1).stream().map(l -> l.replaceAll(" @.*", "")).toList();
        int mprobe = receiver.indexOf("ENTER MPI_Mprobe");
        int mrecv = receiver.indexOf("ENTER MPI_Mrecv");
        assertTrue(mprobe >= 0 && mrecv > mprobe, "MPI_Mprobe, then MPI_Mrecv: " + receiver);
        assertEquals(List.of("ENTER MPI_Mrecv", "RECV MPI_COMM_WORLD from 0 tag 5 12B", "EXIT MPI_Mrecv"),
                receiver.subList(mrecv, mrecv + 3));
        int imrecv = receiver.indexOf("ENTER MPI_Imrecv");
        assertEquals("RECV_REQUEST MPI_COMM_WORLD from 0 tag 7 req 1", receiver.get(imrecv + 1));
        assertTrue(receiver.contains("RECV MPI_COMM_WORLD from 0 tag 7 8B req 1 [NON_BLOCKING]"),
                "the imRecv's receive completes in its wait: " + receiver);
        assertTrue(receiver.contains("ENTER MPI_Improbe") && receiver.contains("ENTER MPI_Request_get_status"),
                "MPI_Improbe and MPI_Request_get_status are recorded");
    }
}

package org.fenceline.tracer.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.validate.TraceValidator;
import org.fenceline.tracer.programs.traced.PointToPointCalls;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The exact records of each point-to-point call family, read back from the merged global trace. */
class TracedPointToPointTest {
    private static final String CALLER = PointToPointCalls.class.getName() + ".main";
    @TempDir
    static Path dir;

    @BeforeAll
    static void run() {
        TracedRuns.run(2, PointToPointCalls.class, TraceOptions.to(dir)).expectSuccess();
    }

    @Test
    void theTraceIsValid() throws Exception {
        try (GlobalTrace trace = GlobalTrace.open(dir)) {
            assertEquals(List.of(), new TraceValidator(trace).validate());
        }
    }

    @Test
    void senderRecordsEachFamily() throws Exception {
        assertEquals(List.of(
                "ENTER " + CALLER,
                "ENTER MPI_Init @" + CALLER + ":13",
                "EXIT MPI_Init",
                "ENTER MPI_Comm_rank @" + CALLER + ":15",
                "EXIT MPI_Comm_rank",
                "ENTER MPI_Send @" + CALLER + ":19",
                "SEND MPI_COMM_WORLD to 1 tag 7 16B",
                "EXIT MPI_Send",
                "ENTER MPI_Ssend @" + CALLER + ":20",
                "SEND MPI_COMM_WORLD to 1 tag 8 8B [SYNCHRONOUS]",
                "EXIT MPI_Ssend",
                "ENTER MPI_Send @" + CALLER + ":25",
                "EXIT MPI_Send",
                "ENTER MPI_Sendrecv @" + CALLER + ":26",
                "SEND MPI_COMM_WORLD to 1 tag 10 4B",
                "RECV MPI_COMM_WORLD from 1 tag 10 4B",
                "EXIT MPI_Sendrecv",
                "ENTER MPI_Irecv @" + CALLER + ":30",
                "RECV_REQUEST MPI_COMM_WORLD from 1 tag 11 req 1",
                "EXIT MPI_Irecv",
                "ENTER MPI_Isend @" + CALLER + ":30",
                "SEND MPI_COMM_WORLD to 1 tag 11 12B req 2 [NON_BLOCKING]",
                "EXIT MPI_Isend",
                "ENTER MPI_Waitall @" + CALLER + ":31",
                "RECV MPI_COMM_WORLD from 1 tag 11 12B req 1 [NON_BLOCKING]",
                "SEND_COMPLETE req 2",
                "EXIT MPI_Waitall",
                "ENTER MPI_Send_init @" + CALLER + ":33",
                "EXIT MPI_Send_init",
                "ENTER MPI_Start @" + CALLER + ":36",
                "SEND MPI_COMM_WORLD to 1 tag 12 8B req 3 [NON_BLOCKING]",
                "EXIT MPI_Start",
                "ENTER MPI_Wait @" + CALLER + ":37",
                "SEND_COMPLETE req 3",
                "EXIT MPI_Wait",
                "ENTER MPI_Start @" + CALLER + ":36",
                "SEND MPI_COMM_WORLD to 1 tag 12 8B req 4 [NON_BLOCKING]",
                "EXIT MPI_Start",
                "ENTER MPI_Wait @" + CALLER + ":37",
                "SEND_COMPLETE req 4",
                "EXIT MPI_Wait",
                "ENTER MPI_Request_free @" + CALLER + ":39",
                "EXIT MPI_Request_free",
                "ENTER MPI_Finalize @" + CALLER + ":40",
                "EXIT MPI_Finalize",
                "EXIT " + CALLER), TraceText.of(dir, 0));
    }

    @Test
    void receiverRecordsActualSourceAndTagAndCompletionInTheWait() throws Exception {
        assertEquals(List.of(
                "RECV MPI_COMM_WORLD from 0 tag 7 16B",
                "RECV MPI_COMM_WORLD from 0 tag 8 8B",
                "SEND MPI_COMM_WORLD to 0 tag 10 4B",
                "RECV MPI_COMM_WORLD from 0 tag 10 4B",
                "RECV_REQUEST MPI_COMM_WORLD from 0 tag 11 req 1",
                "SEND MPI_COMM_WORLD to 0 tag 11 12B req 2 [NON_BLOCKING]",
                "RECV MPI_COMM_WORLD from 0 tag 11 12B req 1 [NON_BLOCKING]",
                "SEND_COMPLETE req 2",
                "RECV_REQUEST MPI_COMM_WORLD from 0 tag 12 req 3",
                "RECV MPI_COMM_WORLD from 0 tag 12 8B req 3 [NON_BLOCKING]",
                "RECV_REQUEST MPI_COMM_WORLD from 0 tag 12 req 4",
                "RECV MPI_COMM_WORLD from 0 tag 12 8B req 4 [NON_BLOCKING]"),
                TraceText.of(dir, 1, "SEND", "RECV", "RECV_REQUEST", "SEND_COMPLETE"));
    }
}

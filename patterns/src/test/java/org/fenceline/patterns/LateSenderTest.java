package org.fenceline.patterns;

import static org.fenceline.patterns.TraceBuilder.Completion.receive;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;

import org.fenceline.analyzer.trace.TraceProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Late Sender with hand-computed values: idle = min(ENTER send call, LEAVE receive call) - ENTER receive call. */
class LateSenderTest {
    @TempDir
    Path dir;

    @Test
    void blockingReceiveWaitsForTheSendCall() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).send(3, 4, 1, 0, 8);
        t.at(1).recv(1, 5, 0, 0, 8);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(2, "mpi_latesender", "main/MPI_Recv", 1);
        a.assertTotal(2, "mpi_latesender");
        a.assertTotal(0, "mpi_latesender_wo");
        a.assertValue(1, "mpi_cls_count", "main/MPI_Recv", 1);
        a.assertTotal(0, "mpi_sls_count");
        a.assertValue(1, "comms_recv", "main/MPI_Recv", 1);
        a.assertValue(1, "comms_send", "main/MPI_Send", 0);
        a.assertValue(8, "bytes_rcvd", "main/MPI_Recv", 1);
        a.assertValue(8, "bytes_sent", "main/MPI_Send", 0);
        a.assertTotal(0, "mpi_latereceiver");
        assertEquals(1, a.result().messages());
        assertEquals(0, a.result().warnings().size());
    }

    @Test
    void irecvCompletedByWaitChargesTheWait() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).send(4, 4.5, 1, 0, 8);
        t.at(1).irecv(1, 1.5, 0, 0, 7).complete("MPI_Wait", 2, 6, receive(0, 0, 8, 7));
        Analysis a = Analysis.of(t, dir);
        a.assertValue(2, "mpi_latesender", "main/MPI_Wait", 1);
        a.assertValue(0, "mpi_latesender", "main/MPI_Irecv", 1);
        a.assertValue(1, "comms_recv", "main/MPI_Wait", 1);
        a.assertValue(8, "bytes_rcvd", "main/MPI_Wait", 1);
    }

    @Test
    void waitallCountsOnlyTheLatestSender() throws Exception {
        TraceBuilder t = new TraceBuilder(3);
        t.at(0).send(3, 3.5, 2, 0, 8);   // idle 1
        t.at(1).send(6, 6.5, 2, 0, 8);   // idle 4
        t.at(2).irecv(1, 1.25, 0, 0, 1).irecv(1.5, 1.75, 1, 0, 2)
                .complete("MPI_Waitall", 2, 10, receive(0, 0, 8, 1), receive(1, 0, 8, 2));
        Analysis a = Analysis.of(t, dir);
        a.assertValue(4, "mpi_latesender", "main/MPI_Waitall", 2);
        a.assertTotal(4, "mpi_latesender");
        a.assertValue(1, "mpi_cls_count", "main/MPI_Waitall", 2);
        a.assertValue(2, "comms_recv", "main/MPI_Waitall", 2);
    }

    @Test
    void testCallsNeverWait() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).send(2, 2.25, 1, 0, 8);
        t.at(1).irecv(1, 1.25, 0, 0, 3).complete("MPI_Test", 1.5, 2.5, receive(0, 0, 8, 3));
        Analysis a = Analysis.of(t, dir);
        a.assertTotal(0, "mpi_latesender");
        a.assertValue(1, "comms_recv", "main/MPI_Test", 1);
    }

    @Test
    void sendAfterTheReceiveEndedIsAClockConditionViolationAndClamped() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).send(3, 4, 1, 0, 8);
        t.at(1).recv(1, 2, 0, 0, 8);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(1, "mpi_latesender", "main/MPI_Recv", 1); // min(3, 2) - 1: never longer than the call
        assertEquals(1, a.warnings(TraceProblem.CLOCK_CONDITION_P2P));
    }

    @Test
    void zeroByteMessagesAreSynchronisations() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).send(3, 4, 1, 0, 0);
        t.at(1).recv(1, 5, 0, 0, 0);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(1, "mpi_sls_count", "main/MPI_Recv", 1);
        a.assertTotal(0, "mpi_cls_count");
        a.assertValue(1, "syncs_recv", "main/MPI_Recv", 1);
        a.assertValue(1, "syncs_send", "main/MPI_Send", 0);
        a.assertTotal(2, "syncs_p2p");
        a.assertTotal(2, "syncs");
        a.assertTotal(0, "comms");
        a.assertTotal(0, "bytes");
    }

    @Test
    void senderFirstIsNoWait() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).send(1, 2, 1, 0, 8);
        t.at(1).recv(3, 4, 0, 0, 8);
        Analysis a = Analysis.of(t, dir);
        a.assertTotal(0, "mpi_latesender");
        a.assertTotal(0, "mpi_cls_count");
    }

    @Test
    void ringWhereEachRankSendsBeforeItReceivesFromAnotherPeer() throws Exception {
        // Each rank's send channel (to its right neighbour) is created before its receive channel (from its
        // left neighbour): receive bookkeeping must cope with channel ids that sends created.
        TraceBuilder t = new TraceBuilder(3);
        t.at(0).send(1, 2, 1, 0, 8).recv(3, 6, 2, 0, 8);
        t.at(1).send(1, 2, 2, 0, 8).recv(1.5, 3, 0, 0, 8);
        t.at(2).send(4, 5, 0, 0, 8).recv(2.5, 3, 1, 0, 8);
        Analysis a = Analysis.of(t, dir);
        assertEquals(3, a.result().messages());
        a.assertValue(1, "mpi_latesender", "main/MPI_Recv", 0);
        a.assertTotal(1, "mpi_latesender");
        a.assertValue(1, "mpi_cls_count", "main/MPI_Recv", 0);
    }
}

package org.fenceline.patterns;

import static org.fenceline.patterns.TraceBuilder.Completion.receive;
import static org.fenceline.patterns.TraceBuilder.Completion.send;

import java.nio.file.Path;

import org.fenceline.trace.model.EventFlags;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Late Receiver: idle = ENTER receive request - ENTER completing call, if the completing call leaves after the
 * receive request was entered; only for sends the runtime flagged SYNCHRONOUS.
 */
class LateReceiverTest {
    @TempDir
    Path dir;

    @Test
    void synchronousSendWaitsForTheReceive() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).ssend(1, 5, 1, 0, 8);
        t.at(1).recv(3, 5.5, 0, 0, 8);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(2, "mpi_latereceiver", "main/MPI_Ssend", 0);
        a.assertTotal(2, "mpi_latereceiver");
        a.assertValue(1, "mpi_clr_count", "main/MPI_Ssend", 0);
        a.assertTotal(0, "mpi_latesender");
    }

    @Test
    void standardSendBlockedByRendezvousIsNotLateReceiverUnlessFlagged() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).send(1, 5, 1, 0, 1 << 20);
        t.at(1).recv(3, 5.5, 0, 0, 1 << 20);
        Analysis a = Analysis.of(t, dir);
        a.assertTotal(0, "mpi_latereceiver");
        a.assertTotal(0, "mpi_clr_count");
    }

    @Test
    void issendCompletedByWaitChargesTheWaitUpToTheIrecv() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).isend(1, 1.5, 1, 0, 8, 1, EventFlags.SYNCHRONOUS).complete("MPI_Wait", 2, 6, send(1));
        t.at(1).irecv(4, 4.5, 0, 0, 9).complete("MPI_Wait", 5, 7, receive(0, 0, 8, 9));
        Analysis a = Analysis.of(t, dir);
        a.assertValue(2, "mpi_latereceiver", "main/MPI_Wait", 0);
        a.assertValue(1, "comms_send", "main/MPI_Issend", 0);
        a.assertValue(1, "mpi_clr_count", "main/MPI_Wait", 0);
        a.assertTotal(0, "mpi_latesender");
    }

    @Test
    void receiverReadyBeforeTheSendEndsIsNoWait() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).ssend(3, 5, 1, 0, 8);
        t.at(1).recv(1, 5.5, 0, 0, 8);
        Analysis a = Analysis.of(t, dir);
        a.assertTotal(0, "mpi_latereceiver");
        a.assertValue(2, "mpi_latesender", "main/MPI_Recv", 1);
    }

    @Test
    void waitallCountsTheLargestSendWaitOnce() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).isend(1, 1.25, 1, 0, 8, 1, EventFlags.SYNCHRONOUS).isend(1.5, 1.75, 1, 2, 0, 2,
                EventFlags.SYNCHRONOUS).complete("MPI_Waitall", 2, 10, send(1), send(2));
        t.at(1).recv(4, 4.5, 0, 0, 8).recv(6, 6.5, 0, 2, 0);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(4, "mpi_latereceiver", "main/MPI_Waitall", 0); // max(4 - 2, 6 - 2)
        a.assertValue(1, "mpi_slr_count", "main/MPI_Waitall", 0);   // the largest one's message has 0 bytes
        a.assertTotal(0, "mpi_clr_count");
    }

    @Test
    void waitallHoldingALateSenderHasNoLateReceiver() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).irecv(1, 1.25, 1, 0, 1).isend(1.5, 1.75, 1, 0, 8, 2, EventFlags.SYNCHRONOUS)
                .complete("MPI_Waitall", 2, 10, receive(1, 0, 8, 1), send(2));
        t.at(1).send(5, 5.5, 0, 0, 8).recv(6, 6.5, 0, 0, 8);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(3, "mpi_latesender", "main/MPI_Waitall", 0);
        a.assertTotal(0, "mpi_latereceiver");
    }
}

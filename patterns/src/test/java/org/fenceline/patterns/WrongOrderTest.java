package org.fenceline.patterns;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Messages in Wrong Order: a later receive's message was sent before an earlier Late Sender's message. */
class WrongOrderTest {
    @TempDir
    Path dir;

    @Test
    void differentSources() throws Exception {
        TraceBuilder t = new TraceBuilder(3);
        t.at(0).send(4, 4.5, 2, 0, 8);  // sent late
        t.at(1).send(2, 2.5, 2, 0, 8);  // sent early, received second
        t.at(2).recv(1, 5, 0, 0, 8).recv(6, 7, 1, 0, 8);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(3, "mpi_latesender", "main/MPI_Recv", 2);
        a.assertValue(3, "mpi_latesender_wo", "main/MPI_Recv", 2);
        a.assertValue(3, "mpi_lswo_different", "main/MPI_Recv", 2);
        a.assertTotal(0, "mpi_lswo_same");
        a.assertValue(1, "mpi_clswo_count", "main/MPI_Recv", 2);
        a.assertValue(1, "mpi_cls_count", "main/MPI_Recv", 2);
    }

    @Test
    void sameSource() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).send(1, 1.5, 1, 1, 0).send(4, 4.5, 1, 2, 0);
        t.at(1).recv(2, 5, 0, 2, 0).recv(6, 7, 0, 1, 0);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(2, "mpi_latesender", "main/MPI_Recv", 1);
        a.assertValue(2, "mpi_latesender_wo", "main/MPI_Recv", 1);
        a.assertValue(2, "mpi_lswo_same", "main/MPI_Recv", 1);
        a.assertTotal(0, "mpi_lswo_different");
        a.assertValue(1, "mpi_slswo_count", "main/MPI_Recv", 1);
        a.assertTotal(0, "mpi_clswo_count");
    }

    @Test
    void inOrderMessagesAreNotWrongOrder() throws Exception {
        TraceBuilder t = new TraceBuilder(3);
        t.at(0).send(4, 4.5, 2, 0, 8);
        t.at(1).send(5, 5.5, 2, 0, 8);
        t.at(2).recv(1, 5, 0, 0, 8).recv(6, 7, 1, 0, 8);
        Analysis a = Analysis.of(t, dir);
        a.assertTotal(3, "mpi_latesender");
        a.assertTotal(0, "mpi_latesender_wo");
    }
}

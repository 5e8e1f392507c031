package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Time categories come from region roles; values are call-path-exclusive. */
class TimeCategoriesTest {
    @TempDir
    Path dir;

    @Test
    void everyRoleLandsInItsCategory() throws Exception {
        TraceBuilder t = new TraceBuilder(1);
        t.at(0).call("MPI_Init", 1, 2)
                .call("work", 2.5, 10.5)
                .call("MPI_Comm_rank", 11, 11.25)
                .call("TRACE BUFFER FLUSH", 12, 14)
                .call("MPI_Comm_split", 15, 15.5)
                .call("MPI_Win_create", 16, 16.5)
                .call("MPI_Win_fence", 17, 18)
                .call("MPI_Win_lock", 19, 19.25)
                .call("MPI_Put", 20, 20.5)
                .call("MPI_Barrier", 21, 22)
                .call("MPI_Send", 23, 23.75)
                .call("MPI_Bcast", 24, 25)
                .call("MPI_File_open", 26, 26.5)
                .call("MPI_File_write", 27, 27.25)
                .call("MPI_File_write_all", 28, 29)
                .call("MPI_Finalize", 98, 99);
        Analysis a = Analysis.of(t, dir);
        a.assertTotal(100, "time");
        a.assertValue(8, "time", "main/work", 0);
        a.assertTotal(2, "overhead");
        a.assertTotal(98, "execution");
        a.assertTotal(2, "mpi_init_exit");
        a.assertTotal(0.5, "mpi_mgmt_comm");
        a.assertTotal(0.5, "mpi_mgmt_win");
        a.assertTotal(0.5, "mpi_mgmt_file");
        a.assertTotal(3.5, "mpi_management");
        a.assertTotal(1, "mpi_rma_sync_active");
        a.assertTotal(0.25, "mpi_rma_sync_passive");
        a.assertTotal(1.25, "mpi_rma_synchronization");
        a.assertTotal(1, "mpi_sync_collective");
        a.assertTotal(2.25, "mpi_synchronization");
        a.assertTotal(0.75, "mpi_point2point");
        a.assertTotal(1, "mpi_collective");
        a.assertTotal(0.5, "mpi_rma_communication");
        a.assertTotal(2.25, "mpi_communication");
        a.assertTotal(0.25, "mpi_io_individual");
        a.assertTotal(1, "mpi_io_collective");
        a.assertTotal(1.25, "mpi_io");
        a.assertTotal(3.5 + 2.25 + 2.25 + 1.25 + 0.25, "mpi"); // MPI_Comm_rank: MPI time of no category
        a.assertTotal(98 - 9.5, "comp");
        a.assertValue(100 - 1 - 8 - 0.25 - 2 - 0.5 - 0.5 - 1 - 0.25 - 0.5 - 1 - 0.75 - 1 - 0.5 - 0.25 - 1 - 1, "comp",
                "main", 0);
        a.assertValue(1, "visits", "main/work", 0);
        a.assertTotal(17, "visits");
    }

    @Test
    void recursionMakesDeeperCallPaths() throws Exception {
        TraceBuilder t = new TraceBuilder(1);
        t.at(0).enterOnly("f", 1).enterOnly("f", 2).enterOnly("f", 3).exitOnly("f", 4).exitOnly("f", 6)
                .exitOnly("f", 9);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(1 + 3, "time", "main/f", 0);
        a.assertValue(1 + 2, "time", "main/f/f", 0);
        a.assertValue(1, "time", "main/f/f/f", 0);
        a.assertValue(1, "visits", "main/f/f/f", 0);
        assertEquals(0, a.result().warnings().size());
    }
}

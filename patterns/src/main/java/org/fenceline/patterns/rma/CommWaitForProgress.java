package org.fenceline.patterns.rma;

/** Wait for Progress (mpi_rma_comm_wait_for_progress): one-sided operations waiting for the target's MPI call. */
public final class CommWaitForProgress extends WaitForProgress {
    public CommWaitForProgress() {
        super("mpi_rma_comm_wait_for_progress", "mpi_rma_communication", false,
                description("a one-sided operation (MPI_Put, MPI_Get, ...)"));
    }
}

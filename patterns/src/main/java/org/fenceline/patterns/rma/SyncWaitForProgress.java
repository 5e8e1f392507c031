package org.fenceline.patterns.rma;

/** Wait for Progress (mpi_rma_sync_wait_for_progress): lock, unlock or flush calls waiting for the target's MPI call. */
public final class SyncWaitForProgress extends WaitForProgress {
    public SyncWaitForProgress() {
        super("mpi_rma_sync_wait_for_progress", "mpi_rma_sync_passive", true,
                description("MPI_Win_lock, MPI_Win_unlock, lock_all, unlock_all or a flush"));
    }
}

package org.fenceline.patterns.rma;

/** Lock Contention (mpi_rma_sync_lock_competition): waiting for a lock in lock, unlock or flush calls. */
public final class SyncLockContention extends LockContention {
    public SyncLockContention() {
        super("mpi_rma_sync_lock_competition", "mpi_rma_sync_passive", true,
                description("MPI_Win_lock, MPI_Win_unlock, lock_all, unlock_all or a flush"));
    }
}

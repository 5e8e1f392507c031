package org.fenceline.patterns.rma;

/** Lock Contention (mpi_rma_comm_lock_competition): waiting for a lazily acquired lock in a one-sided operation. */
public final class CommLockContention extends LockContention {
    public CommLockContention() {
        super("mpi_rma_comm_lock_competition", "mpi_rma_communication", false,
                description("a one-sided operation (MPI_Put, MPI_Get, ...) of a lock epoch whose lock the"
                        + " runtime acquires only with the first operation"));
    }
}

package org.fenceline.trace.model;

/**
 * What a region does, as far as the analyzer's time categories care (METRICS.md). The tracer sets it
 * when it defines the region, so the analyzer never has to guess from names.
 */
public enum RegionRole {
    /** Ordinary code: a user function, or an MPI call with no category of its own (e.g. MPI_Comm_rank). */
    FUNCTION,
    /** MPI_Init, MPI_Init_thread, MPI_Finalize. */
    INIT_FINALIZE,
    /** Communicator and group creation and destruction. */
    COMM_MANAGEMENT,
    /** MPI_Win_create / allocate / create_dynamic / free. */
    WINDOW_MANAGEMENT,
    /** Point-to-point: sends, receives, probes, waits and tests on requests. */
    POINT_TO_POINT,
    /** MPI_Barrier (and MPI_Ibarrier's completion). */
    BARRIER,
    /** 1-to-n collectives: bcast, scatter, scatterv. */
    COLLECTIVE_ONE_TO_ALL,
    /** n-to-1 collectives: reduce, gather, gatherv. */
    COLLECTIVE_ALL_TO_ONE,
    /** n-to-n collectives: allreduce, allgather(v), alltoall(v/w), reduce_scatter(_block). */
    COLLECTIVE_ALL_TO_ALL,
    /** Prefix reductions: scan, exscan. */
    COLLECTIVE_SCAN,
    /** Other collectives (e.g. neighbourhood collectives). */
    COLLECTIVE_OTHER,
    /** One-sided communication: put, get, accumulate, get_accumulate, fetch_and_op, compare_and_swap, r*. */
    RMA_COMMUNICATION,
    /** Active-target synchronisation: fence, post, start, complete, wait, test. */
    RMA_ACTIVE_SYNC,
    /** Passive-target synchronisation: lock, unlock, lock_all, unlock_all, flush*, sync. */
    RMA_PASSIVE_SYNC,
    /** MPI-IO file handling: MPI_File_open, close, delete, set_size, preallocate, set_info, set_view, set_atomicity. */
    FILE_MANAGEMENT,
    /** MPI-IO individual (non-collective) data access: read/write at an offset, with the individual or the shared
     * file pointer, their non-blocking forms, and MPI_File_seek. */
    FILE_IO_INDIVIDUAL,
    /** MPI-IO collective data access: the _all and _ordered routines (blocking, non-blocking, split), and the
     * collective MPI_File_seek_shared and MPI_File_sync. */
    FILE_IO_COLLECTIVE,
    /** Measurement: flushing the trace buffer. */
    BUFFER_FLUSH;

    public boolean isCollective() {
        return this == BARRIER || name().startsWith("COLLECTIVE_");
    }

    public boolean isRma() {
        return this == RMA_COMMUNICATION || this == RMA_ACTIVE_SYNC || this == RMA_PASSIVE_SYNC;
    }
}

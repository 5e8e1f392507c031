package org.fenceline.analyzer.pattern;

/** The synchronisation classes Scalasca distinguishes, each with its own definition of who waits for whom. */
public enum CollectiveKind {
    /** MPI_Init(_thread) over all locations. */
    INIT,
    /** MPI_Finalize over all locations. */
    FINALIZE,
    /** MPI_Barrier. */
    BARRIER,
    /** 1-to-n: MPI_Bcast, MPI_Scatter(v). */
    ONE_TO_N,
    /** n-to-1: MPI_Reduce, MPI_Gather(v). */
    N_TO_ONE,
    /** n-to-n: MPI_Allreduce, MPI_Allgather(v), MPI_Alltoall, MPI_Reduce_scatter(_block). */
    N_TO_N,
    /** Prefix reductions: MPI_Scan, MPI_Exscan. */
    SCAN
}

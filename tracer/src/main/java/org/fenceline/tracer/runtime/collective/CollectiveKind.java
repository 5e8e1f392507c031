package org.fenceline.tracer.runtime.collective;

/** The collective operations, by the MPI names that labels, errors and deadlock reports show. */
public enum CollectiveKind {
    BARRIER("MPI_Barrier"),
    BCAST("MPI_Bcast"),
    REDUCE("MPI_Reduce"),
    ALLREDUCE("MPI_Allreduce"),
    REDUCE_SCATTER("MPI_Reduce_scatter"),
    REDUCE_SCATTER_BLOCK("MPI_Reduce_scatter_block"),
    SCAN("MPI_Scan"),
    EXSCAN("MPI_Exscan"),
    GATHER("MPI_Gather"),
    GATHERV("MPI_Gatherv"),
    SCATTER("MPI_Scatter"),
    SCATTERV("MPI_Scatterv"),
    ALLGATHER("MPI_Allgather"),
    ALLGATHERV("MPI_Allgatherv"),
    ALLTOALL("MPI_Alltoall"),
    ALLTOALLV("MPI_Alltoallv"),
    ALLTOALLW("MPI_Alltoallw"),
    NEIGHBOR_ALLGATHER("MPI_Neighbor_allgather"),
    NEIGHBOR_ALLGATHERV("MPI_Neighbor_allgatherv"),
    NEIGHBOR_ALLTOALL("MPI_Neighbor_alltoall"),
    NEIGHBOR_ALLTOALLV("MPI_Neighbor_alltoallv"),
    INTERCOMM_MERGE("MPI_Intercomm_merge"),
    /** The context agreement of an intercommunicator's MPI_Comm_dup and of MPI_Comm_idup. */
    COMM_DUP("MPI_Comm_dup"),
    /** The fence over all processes that ends MPI_Init (Open MPI's PMIx_Fence after the modex). */
    INIT("MPI_Init"),
    /** The fence over all processes inside MPI_Finalize (Open MPI's PMIx_Fence before tear-down). */
    FINALIZE("MPI_Finalize");

    private final String mpiName;

    CollectiveKind(String mpiName) {
        this.mpiName = mpiName;
    }

    public String mpiName() {
        return mpiName;
    }

    /** The non-blocking call's name: MPI_Ibcast for MPI_Bcast, MPI_Comm_idup for MPI_Comm_dup. */
    public String nonBlockingName() {
        if (this == COMM_DUP) {
            return "MPI_Comm_idup";
        }
        return "MPI_I" + mpiName.substring(4).toLowerCase();
    }
}

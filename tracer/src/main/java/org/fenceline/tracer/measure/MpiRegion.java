package org.fenceline.tracer.measure;

import org.fenceline.trace.model.RegionRole;

/**
 * Every MPI region the {@code mpi} facade records, named like the C function (so users and Cube recognise
 * them) and with the {@link RegionRole} that tells the analyzer how to classify its time. One constant per C
 * function; a facade method enters exactly one of them. The merge recognises the RMA synchronisation regions
 * by role and name, so those names must not change.
 *
 * <p>How each region is left (docs/measurement.md): COLLEXIT for the blocking collectives, WINCOLLEXIT for
 * window creation/free and fence, WINEXIT for post/start/complete/wait/test and the flushes, a plain EXIT
 * for everything else (including the non-blocking collectives, whose completion the trace format cannot
 * express as a collective).
 */
public enum MpiRegion {
    // Environment.
    INIT("MPI_Init", RegionRole.INIT_FINALIZE),
    INIT_THREAD("MPI_Init_thread", RegionRole.INIT_FINALIZE),
    FINALIZE("MPI_Finalize", RegionRole.INIT_FINALIZE),
    INITIALIZED("MPI_Initialized", RegionRole.FUNCTION),
    FINALIZED("MPI_Finalized", RegionRole.FUNCTION),
    QUERY_THREAD("MPI_Query_thread", RegionRole.FUNCTION),
    IS_THREAD_MAIN("MPI_Is_thread_main", RegionRole.FUNCTION),
    ABORT("MPI_Abort", RegionRole.FUNCTION),
    WTIME("MPI_Wtime", RegionRole.FUNCTION),
    WTICK("MPI_Wtick", RegionRole.FUNCTION),
    GET_PROCESSOR_NAME("MPI_Get_processor_name", RegionRole.FUNCTION),
    BUFFER_ATTACH("MPI_Buffer_attach", RegionRole.POINT_TO_POINT),
    BUFFER_DETACH("MPI_Buffer_detach", RegionRole.POINT_TO_POINT),

    // Point-to-point: blocking.
    SEND("MPI_Send", RegionRole.POINT_TO_POINT),
    BSEND("MPI_Bsend", RegionRole.POINT_TO_POINT),
    SSEND("MPI_Ssend", RegionRole.POINT_TO_POINT),
    RSEND("MPI_Rsend", RegionRole.POINT_TO_POINT),
    RECV("MPI_Recv", RegionRole.POINT_TO_POINT),
    SENDRECV("MPI_Sendrecv", RegionRole.POINT_TO_POINT),
    SENDRECV_REPLACE("MPI_Sendrecv_replace", RegionRole.POINT_TO_POINT),
    PROBE("MPI_Probe", RegionRole.POINT_TO_POINT),
    IPROBE("MPI_Iprobe", RegionRole.POINT_TO_POINT),
    MPROBE("MPI_Mprobe", RegionRole.POINT_TO_POINT),
    IMPROBE("MPI_Improbe", RegionRole.POINT_TO_POINT),
    MRECV("MPI_Mrecv", RegionRole.POINT_TO_POINT),
    // Point-to-point: non-blocking, persistent, requests.
    ISEND("MPI_Isend", RegionRole.POINT_TO_POINT),
    IBSEND("MPI_Ibsend", RegionRole.POINT_TO_POINT),
    ISSEND("MPI_Issend", RegionRole.POINT_TO_POINT),
    IRSEND("MPI_Irsend", RegionRole.POINT_TO_POINT),
    IRECV("MPI_Irecv", RegionRole.POINT_TO_POINT),
    IMRECV("MPI_Imrecv", RegionRole.POINT_TO_POINT),
    SEND_INIT("MPI_Send_init", RegionRole.POINT_TO_POINT),
    BSEND_INIT("MPI_Bsend_init", RegionRole.POINT_TO_POINT),
    SSEND_INIT("MPI_Ssend_init", RegionRole.POINT_TO_POINT),
    RSEND_INIT("MPI_Rsend_init", RegionRole.POINT_TO_POINT),
    RECV_INIT("MPI_Recv_init", RegionRole.POINT_TO_POINT),
    START("MPI_Start", RegionRole.POINT_TO_POINT),
    STARTALL("MPI_Startall", RegionRole.POINT_TO_POINT),
    WAIT("MPI_Wait", RegionRole.POINT_TO_POINT),
    WAITALL("MPI_Waitall", RegionRole.POINT_TO_POINT),
    WAITANY("MPI_Waitany", RegionRole.POINT_TO_POINT),
    WAITSOME("MPI_Waitsome", RegionRole.POINT_TO_POINT),
    TEST("MPI_Test", RegionRole.POINT_TO_POINT),
    TESTALL("MPI_Testall", RegionRole.POINT_TO_POINT),
    TESTANY("MPI_Testany", RegionRole.POINT_TO_POINT),
    TESTSOME("MPI_Testsome", RegionRole.POINT_TO_POINT),
    CANCEL("MPI_Cancel", RegionRole.POINT_TO_POINT),
    REQUEST_FREE("MPI_Request_free", RegionRole.POINT_TO_POINT),
    REQUEST_GET_STATUS("MPI_Request_get_status", RegionRole.POINT_TO_POINT),
    PACK("MPI_Pack", RegionRole.FUNCTION),
    UNPACK("MPI_Unpack", RegionRole.FUNCTION),
    PACK_SIZE("MPI_Pack_size", RegionRole.FUNCTION),

    // Communicators: queries (no category of their own) and construction/destruction.
    COMM_SIZE("MPI_Comm_size", RegionRole.FUNCTION),
    COMM_RANK("MPI_Comm_rank", RegionRole.FUNCTION),
    COMM_COMPARE("MPI_Comm_compare", RegionRole.FUNCTION),
    COMM_GROUP("MPI_Comm_group", RegionRole.FUNCTION),
    COMM_TEST_INTER("MPI_Comm_test_inter", RegionRole.FUNCTION),
    COMM_SET_NAME("MPI_Comm_set_name", RegionRole.FUNCTION),
    COMM_GET_NAME("MPI_Comm_get_name", RegionRole.FUNCTION),
    COMM_SET_ERRHANDLER("MPI_Comm_set_errhandler", RegionRole.FUNCTION),
    COMM_GET_ERRHANDLER("MPI_Comm_get_errhandler", RegionRole.FUNCTION),
    COMM_CALL_ERRHANDLER("MPI_Comm_call_errhandler", RegionRole.FUNCTION),
    TOPO_TEST("MPI_Topo_test", RegionRole.FUNCTION),
    COMM_DUP("MPI_Comm_dup", RegionRole.COMM_MANAGEMENT),
    COMM_SPLIT("MPI_Comm_split", RegionRole.COMM_MANAGEMENT),
    COMM_CREATE("MPI_Comm_create", RegionRole.COMM_MANAGEMENT),
    COMM_FREE("MPI_Comm_free", RegionRole.COMM_MANAGEMENT),
    INTERCOMM_CREATE("MPI_Intercomm_create", RegionRole.COMM_MANAGEMENT),
    INTERCOMM_MERGE("MPI_Intercomm_merge", RegionRole.COMM_MANAGEMENT),
    CART_CREATE("MPI_Cart_create", RegionRole.COMM_MANAGEMENT),
    CART_SUB("MPI_Cart_sub", RegionRole.COMM_MANAGEMENT),
    GRAPH_CREATE("MPI_Graph_create", RegionRole.COMM_MANAGEMENT),
    CART_GET("MPI_Cart_get", RegionRole.FUNCTION),
    CARTDIM_GET("MPI_Cartdim_get", RegionRole.FUNCTION),
    CART_RANK("MPI_Cart_rank", RegionRole.FUNCTION),
    CART_COORDS("MPI_Cart_coords", RegionRole.FUNCTION),
    CART_SHIFT("MPI_Cart_shift", RegionRole.FUNCTION),
    CART_MAP("MPI_Cart_map", RegionRole.FUNCTION),
    DIMS_CREATE("MPI_Dims_create", RegionRole.FUNCTION),
    GRAPH_GET("MPI_Graph_get", RegionRole.FUNCTION),
    GRAPH_NEIGHBORS("MPI_Graph_neighbors", RegionRole.FUNCTION),
    GRAPH_MAP("MPI_Graph_map", RegionRole.FUNCTION),

    // Groups.
    GROUP_SIZE("MPI_Group_size", RegionRole.FUNCTION),
    GROUP_RANK("MPI_Group_rank", RegionRole.FUNCTION),
    GROUP_TRANSLATE_RANKS("MPI_Group_translate_ranks", RegionRole.FUNCTION),
    GROUP_COMPARE("MPI_Group_compare", RegionRole.FUNCTION),
    GROUP_UNION("MPI_Group_union", RegionRole.COMM_MANAGEMENT),
    GROUP_INTERSECTION("MPI_Group_intersection", RegionRole.COMM_MANAGEMENT),
    GROUP_DIFFERENCE("MPI_Group_difference", RegionRole.COMM_MANAGEMENT),
    GROUP_INCL("MPI_Group_incl", RegionRole.COMM_MANAGEMENT),
    GROUP_EXCL("MPI_Group_excl", RegionRole.COMM_MANAGEMENT),
    GROUP_RANGE_INCL("MPI_Group_range_incl", RegionRole.COMM_MANAGEMENT),
    GROUP_RANGE_EXCL("MPI_Group_range_excl", RegionRole.COMM_MANAGEMENT),
    GROUP_FREE("MPI_Group_free", RegionRole.COMM_MANAGEMENT),

    // Datatypes.
    TYPE_CONTIGUOUS("MPI_Type_contiguous", RegionRole.FUNCTION),
    TYPE_VECTOR("MPI_Type_vector", RegionRole.FUNCTION),
    TYPE_CREATE_HVECTOR("MPI_Type_create_hvector", RegionRole.FUNCTION),
    TYPE_INDEXED("MPI_Type_indexed", RegionRole.FUNCTION),
    TYPE_CREATE_HINDEXED("MPI_Type_create_hindexed", RegionRole.FUNCTION),
    TYPE_CREATE_INDEXED_BLOCK("MPI_Type_create_indexed_block", RegionRole.FUNCTION),
    TYPE_CREATE_STRUCT("MPI_Type_create_struct", RegionRole.FUNCTION),
    TYPE_CREATE_RESIZED("MPI_Type_create_resized", RegionRole.FUNCTION),
    TYPE_COMMIT("MPI_Type_commit", RegionRole.FUNCTION),
    TYPE_FREE("MPI_Type_free", RegionRole.FUNCTION),
    TYPE_DUP("MPI_Type_dup", RegionRole.FUNCTION),
    TYPE_SIZE("MPI_Type_size", RegionRole.FUNCTION),
    TYPE_GET_EXTENT("MPI_Type_get_extent", RegionRole.FUNCTION),
    TYPE_GET_TRUE_EXTENT("MPI_Type_get_true_extent", RegionRole.FUNCTION),
    TYPE_SET_NAME("MPI_Type_set_name", RegionRole.FUNCTION),
    TYPE_GET_NAME("MPI_Type_get_name", RegionRole.FUNCTION),
    GET_COUNT("MPI_Get_count", RegionRole.FUNCTION),
    GET_ELEMENTS("MPI_Get_elements", RegionRole.FUNCTION),
    TEST_CANCELLED("MPI_Test_cancelled", RegionRole.FUNCTION),
    GET_ELEMENTS_X("MPI_Get_elements_x", RegionRole.FUNCTION),
    STATUS_SET_ELEMENTS("MPI_Status_set_elements", RegionRole.FUNCTION),
    STATUS_SET_ELEMENTS_X("MPI_Status_set_elements_x", RegionRole.FUNCTION),
    STATUS_SET_CANCELLED("MPI_Status_set_cancelled", RegionRole.FUNCTION),

    // Collectives (blocking: left with COLLEXIT).
    BARRIER("MPI_Barrier", RegionRole.BARRIER),
    BCAST("MPI_Bcast", RegionRole.COLLECTIVE_ONE_TO_ALL),
    SCATTER("MPI_Scatter", RegionRole.COLLECTIVE_ONE_TO_ALL),
    SCATTERV("MPI_Scatterv", RegionRole.COLLECTIVE_ONE_TO_ALL),
    REDUCE("MPI_Reduce", RegionRole.COLLECTIVE_ALL_TO_ONE),
    GATHER("MPI_Gather", RegionRole.COLLECTIVE_ALL_TO_ONE),
    GATHERV("MPI_Gatherv", RegionRole.COLLECTIVE_ALL_TO_ONE),
    ALLREDUCE("MPI_Allreduce", RegionRole.COLLECTIVE_ALL_TO_ALL),
    ALLGATHER("MPI_Allgather", RegionRole.COLLECTIVE_ALL_TO_ALL),
    ALLGATHERV("MPI_Allgatherv", RegionRole.COLLECTIVE_ALL_TO_ALL),
    ALLTOALL("MPI_Alltoall", RegionRole.COLLECTIVE_ALL_TO_ALL),
    ALLTOALLV("MPI_Alltoallv", RegionRole.COLLECTIVE_ALL_TO_ALL),
    ALLTOALLW("MPI_Alltoallw", RegionRole.COLLECTIVE_ALL_TO_ALL),
    REDUCE_SCATTER("MPI_Reduce_scatter", RegionRole.COLLECTIVE_ALL_TO_ALL),
    REDUCE_SCATTER_BLOCK("MPI_Reduce_scatter_block", RegionRole.COLLECTIVE_ALL_TO_ALL),
    SCAN("MPI_Scan", RegionRole.COLLECTIVE_SCAN),
    EXSCAN("MPI_Exscan", RegionRole.COLLECTIVE_SCAN),
    NEIGHBOR_ALLGATHER("MPI_Neighbor_allgather", RegionRole.COLLECTIVE_OTHER),
    NEIGHBOR_ALLGATHERV("MPI_Neighbor_allgatherv", RegionRole.COLLECTIVE_OTHER),
    NEIGHBOR_ALLTOALL("MPI_Neighbor_alltoall", RegionRole.COLLECTIVE_OTHER),
    NEIGHBOR_ALLTOALLV("MPI_Neighbor_alltoallv", RegionRole.COLLECTIVE_OTHER),
    NEIGHBOR_ALLTOALLW("MPI_Neighbor_alltoallw", RegionRole.COLLECTIVE_OTHER),
    // Collectives, non-blocking (left with a plain EXIT; completed in MPI_Wait/MPI_Test).
    IBARRIER("MPI_Ibarrier", RegionRole.BARRIER),
    IBCAST("MPI_Ibcast", RegionRole.COLLECTIVE_ONE_TO_ALL),
    ISCATTER("MPI_Iscatter", RegionRole.COLLECTIVE_ONE_TO_ALL),
    ISCATTERV("MPI_Iscatterv", RegionRole.COLLECTIVE_ONE_TO_ALL),
    IREDUCE("MPI_Ireduce", RegionRole.COLLECTIVE_ALL_TO_ONE),
    IGATHER("MPI_Igather", RegionRole.COLLECTIVE_ALL_TO_ONE),
    IGATHERV("MPI_Igatherv", RegionRole.COLLECTIVE_ALL_TO_ONE),
    IALLREDUCE("MPI_Iallreduce", RegionRole.COLLECTIVE_ALL_TO_ALL),
    IALLGATHER("MPI_Iallgather", RegionRole.COLLECTIVE_ALL_TO_ALL),
    IALLGATHERV("MPI_Iallgatherv", RegionRole.COLLECTIVE_ALL_TO_ALL),
    IALLTOALL("MPI_Ialltoall", RegionRole.COLLECTIVE_ALL_TO_ALL),
    IALLTOALLV("MPI_Ialltoallv", RegionRole.COLLECTIVE_ALL_TO_ALL),
    IALLTOALLW("MPI_Ialltoallw", RegionRole.COLLECTIVE_ALL_TO_ALL),
    IREDUCE_SCATTER("MPI_Ireduce_scatter", RegionRole.COLLECTIVE_ALL_TO_ALL),
    IREDUCE_SCATTER_BLOCK("MPI_Ireduce_scatter_block", RegionRole.COLLECTIVE_ALL_TO_ALL),
    ISCAN("MPI_Iscan", RegionRole.COLLECTIVE_SCAN),
    IEXSCAN("MPI_Iexscan", RegionRole.COLLECTIVE_SCAN),
    INEIGHBOR_ALLGATHER("MPI_Ineighbor_allgather", RegionRole.COLLECTIVE_OTHER),
    INEIGHBOR_ALLGATHERV("MPI_Ineighbor_allgatherv", RegionRole.COLLECTIVE_OTHER),
    INEIGHBOR_ALLTOALL("MPI_Ineighbor_alltoall", RegionRole.COLLECTIVE_OTHER),
    INEIGHBOR_ALLTOALLV("MPI_Ineighbor_alltoallv", RegionRole.COLLECTIVE_OTHER),
    INEIGHBOR_ALLTOALLW("MPI_Ineighbor_alltoallw", RegionRole.COLLECTIVE_OTHER),
    // Local reduction and operators: no communication.
    REDUCE_LOCAL("MPI_Reduce_local", RegionRole.FUNCTION),
    OP_CREATE("MPI_Op_create", RegionRole.FUNCTION),
    OP_FREE("MPI_Op_free", RegionRole.FUNCTION),
    OP_COMMUTATIVE("MPI_Op_commutative", RegionRole.FUNCTION),

    // One-sided: window management (create/allocate/create_dynamic/free leave with WINCOLLEXIT).
    WIN_CREATE("MPI_Win_create", RegionRole.WINDOW_MANAGEMENT),
    WIN_ALLOCATE("MPI_Win_allocate", RegionRole.WINDOW_MANAGEMENT),
    WIN_ALLOCATE_SHARED("MPI_Win_allocate_shared", RegionRole.WINDOW_MANAGEMENT),
    WIN_CREATE_DYNAMIC("MPI_Win_create_dynamic", RegionRole.WINDOW_MANAGEMENT),
    WIN_ATTACH("MPI_Win_attach", RegionRole.WINDOW_MANAGEMENT),
    WIN_DETACH("MPI_Win_detach", RegionRole.WINDOW_MANAGEMENT),
    WIN_FREE("MPI_Win_free", RegionRole.WINDOW_MANAGEMENT),
    WIN_GET_GROUP("MPI_Win_get_group", RegionRole.FUNCTION),
    WIN_SET_NAME("MPI_Win_set_name", RegionRole.FUNCTION),
    WIN_GET_NAME("MPI_Win_get_name", RegionRole.FUNCTION),
    WIN_SET_ERRHANDLER("MPI_Win_set_errhandler", RegionRole.FUNCTION),
    WIN_GET_ERRHANDLER("MPI_Win_get_errhandler", RegionRole.FUNCTION),
    WIN_CALL_ERRHANDLER("MPI_Win_call_errhandler", RegionRole.FUNCTION),
    WIN_GET_ATTR("MPI_Win_get_attr", RegionRole.FUNCTION),
    WIN_SHARED_QUERY("MPI_Win_shared_query", RegionRole.FUNCTION),
    // One-sided: communication.
    PUT("MPI_Put", RegionRole.RMA_COMMUNICATION),
    GET("MPI_Get", RegionRole.RMA_COMMUNICATION),
    ACCUMULATE("MPI_Accumulate", RegionRole.RMA_COMMUNICATION),
    GET_ACCUMULATE("MPI_Get_accumulate", RegionRole.RMA_COMMUNICATION),
    FETCH_AND_OP("MPI_Fetch_and_op", RegionRole.RMA_COMMUNICATION),
    COMPARE_AND_SWAP("MPI_Compare_and_swap", RegionRole.RMA_COMMUNICATION),
    RPUT("MPI_Rput", RegionRole.RMA_COMMUNICATION),
    RGET("MPI_Rget", RegionRole.RMA_COMMUNICATION),
    RACCUMULATE("MPI_Raccumulate", RegionRole.RMA_COMMUNICATION),
    RGET_ACCUMULATE("MPI_Rget_accumulate", RegionRole.RMA_COMMUNICATION),
    // One-sided: active-target synchronisation.
    WIN_FENCE("MPI_Win_fence", RegionRole.RMA_ACTIVE_SYNC),
    WIN_POST("MPI_Win_post", RegionRole.RMA_ACTIVE_SYNC),
    WIN_START("MPI_Win_start", RegionRole.RMA_ACTIVE_SYNC),
    WIN_COMPLETE("MPI_Win_complete", RegionRole.RMA_ACTIVE_SYNC),
    WIN_WAIT("MPI_Win_wait", RegionRole.RMA_ACTIVE_SYNC),
    WIN_TEST("MPI_Win_test", RegionRole.RMA_ACTIVE_SYNC),
    // One-sided: passive-target synchronisation.
    WIN_LOCK("MPI_Win_lock", RegionRole.RMA_PASSIVE_SYNC),
    WIN_UNLOCK("MPI_Win_unlock", RegionRole.RMA_PASSIVE_SYNC),
    WIN_LOCK_ALL("MPI_Win_lock_all", RegionRole.RMA_PASSIVE_SYNC),
    WIN_UNLOCK_ALL("MPI_Win_unlock_all", RegionRole.RMA_PASSIVE_SYNC),
    WIN_FLUSH("MPI_Win_flush", RegionRole.RMA_PASSIVE_SYNC),
    WIN_FLUSH_ALL("MPI_Win_flush_all", RegionRole.RMA_PASSIVE_SYNC),
    WIN_FLUSH_LOCAL("MPI_Win_flush_local", RegionRole.RMA_PASSIVE_SYNC),
    WIN_FLUSH_LOCAL_ALL("MPI_Win_flush_local_all", RegionRole.RMA_PASSIVE_SYNC),
    WIN_SYNC("MPI_Win_sync", RegionRole.RMA_PASSIVE_SYNC);

    private static final MpiRegion[] ALL = values();

    private final String cName;
    private final RegionRole role;

    MpiRegion(String cName, RegionRole role) {
        this.cName = cName;
        this.role = role;
    }

    /** The C function's name: the region's name in the trace. */
    public String cName() {
        return cName;
    }

    public RegionRole role() {
        return role;
    }

    /** Number of regions; region ordinals are in [0, count()). */
    public static int count() {
        return ALL.length;
    }
}

package org.fenceline.trace.otf2.conversion;

import java.util.Set;
import org.fenceline.trace.model.Paradigm;
import org.fenceline.trace.model.RegionRole;
import org.fenceline.trace.otf2.Otf2Definitions;

/**
 * Gives an OTF2 region the Fenceline paradigm and {@link RegionRole} the analyzer's time categories need. OTF2's
 * own role says little for MPI (Score-P marks MPI_Wait, MPI_Win_fence and MPI_Comm_dup alike as FUNCTION), so MPI
 * regions are classified by name the way Scalasca 2.6 classifies a Score-P trace (its metric tree puts
 * MPI_Comm_group under Communicator management and the MPI_Group_* calls under plain MPI; MPI_Wait*, MPI_Test*
 * and probes under point-to-point). Score-P's two measurement regions, "TRACE BUFFER FLUSH" and "MEASUREMENT OFF",
 * become overhead (role BUFFER_FLUSH, paradigm MEASUREMENT). Everything else is user code, the program's own
 * ARTIFICIAL region (Score-P's root, entered by ProgramBegin) included: its exclusive time is computation.
 */
final class RegionClassification {
    /** Score-P's name of the buffer-flush region, the same as Fenceline's. */
    static final String BUFFER_FLUSH = "TRACE BUFFER FLUSH";
    static final String MEASUREMENT_OFF = "MEASUREMENT OFF";

    // OTF2_RegionRole and OTF2_Paradigm values.
    private static final int ROLE_ATOMIC = 14;
    private static final int ROLE_BARRIER = 15;
    private static final int ROLE_COLL_ONE2ALL = 23;
    private static final int ROLE_COLL_ALL2ONE = 24;
    private static final int ROLE_COLL_ALL2ALL = 25;
    private static final int ROLE_COLL_OTHER = 26;
    private static final int ROLE_POINT2POINT = 28;
    private static final int ROLE_RMA = 29;
    static final int ROLE_ARTIFICIAL = 31;
    private static final int PARADIGM_MPI = 4;

    private static final Set<String> COMM_MANAGEMENT = Set.of("MPI_Comm_create", "MPI_Comm_create_group",
            "MPI_Comm_dup", "MPI_Comm_dup_with_info", "MPI_Comm_idup", "MPI_Comm_split", "MPI_Comm_split_type",
            "MPI_Comm_free", "MPI_Comm_group", "MPI_Comm_remote_group", "MPI_Comm_disconnect", "MPI_Comm_accept",
            "MPI_Comm_connect", "MPI_Comm_spawn", "MPI_Comm_spawn_multiple", "MPI_Comm_join",
            "MPI_Intercomm_create", "MPI_Intercomm_merge", "MPI_Cart_create", "MPI_Cart_sub", "MPI_Graph_create",
            "MPI_Dist_graph_create", "MPI_Dist_graph_create_adjacent");
    private static final Set<String> WINDOW_MANAGEMENT = Set.of("MPI_Win_create", "MPI_Win_allocate",
            "MPI_Win_allocate_shared", "MPI_Win_create_dynamic", "MPI_Win_attach", "MPI_Win_detach",
            "MPI_Win_free");
    private static final Set<String> ACTIVE_SYNC = Set.of("MPI_Win_fence", "MPI_Win_post", "MPI_Win_start",
            "MPI_Win_complete", "MPI_Win_wait", "MPI_Win_test");
    private static final Set<String> PASSIVE_SYNC = Set.of("MPI_Win_lock", "MPI_Win_unlock", "MPI_Win_lock_all",
            "MPI_Win_unlock_all", "MPI_Win_flush", "MPI_Win_flush_all", "MPI_Win_flush_local",
            "MPI_Win_flush_local_all", "MPI_Win_sync");
    private static final Set<String> FILE_MANAGEMENT = Set.of("MPI_File_open", "MPI_File_close", "MPI_File_delete",
            "MPI_File_set_size", "MPI_File_preallocate", "MPI_File_set_info", "MPI_File_set_view",
            "MPI_File_set_atomicity");

    private RegionClassification() {
    }

    record Classified(Paradigm paradigm, RegionRole role) {
    }

    static Classified of(Otf2Definitions.Region r) {
        String name = r.name();
        if (r.role() == ROLE_ARTIFICIAL && (BUFFER_FLUSH.equals(name) || MEASUREMENT_OFF.equals(name))) {
            return new Classified(Paradigm.MEASUREMENT, RegionRole.BUFFER_FLUSH);
        }
        if (r.paradigm() == PARADIGM_MPI) {
            return new Classified(Paradigm.MPI, mpiRole(name, r.role()));
        }
        return new Classified(Paradigm.USER, RegionRole.FUNCTION);
    }

    private static RegionRole mpiRole(String name, int otf2Role) {
        if (name.equals("MPI_Init") || name.equals("MPI_Init_thread") || name.equals("MPI_Finalize")) {
            return RegionRole.INIT_FINALIZE;
        }
        if (COMM_MANAGEMENT.contains(name)) {
            return RegionRole.COMM_MANAGEMENT;
        }
        if (WINDOW_MANAGEMENT.contains(name)) {
            return RegionRole.WINDOW_MANAGEMENT;
        }
        if (ACTIVE_SYNC.contains(name)) {
            return RegionRole.RMA_ACTIVE_SYNC;
        }
        if (PASSIVE_SYNC.contains(name)) {
            return RegionRole.RMA_PASSIVE_SYNC;
        }
        if (name.startsWith("MPI_File_")) {
            return fileRole(name);
        }
        return switch (otf2Role) {
            case ROLE_BARRIER -> RegionRole.BARRIER;
            case ROLE_COLL_ONE2ALL -> RegionRole.COLLECTIVE_ONE_TO_ALL;
            case ROLE_COLL_ALL2ONE -> RegionRole.COLLECTIVE_ALL_TO_ONE;
            case ROLE_COLL_ALL2ALL -> RegionRole.COLLECTIVE_ALL_TO_ALL;
            case ROLE_COLL_OTHER -> name.endsWith("scan") ? RegionRole.COLLECTIVE_SCAN : RegionRole.COLLECTIVE_OTHER;
            case ROLE_POINT2POINT -> RegionRole.POINT_TO_POINT;
            case ROLE_RMA, ROLE_ATOMIC -> RegionRole.RMA_COMMUNICATION;
            default -> pointToPointByName(name) ? RegionRole.POINT_TO_POINT : RegionRole.FUNCTION;
        };
    }

    /** Request completion, probes, persistent starts and cancels, which Score-P marks as plain functions. */
    private static boolean pointToPointByName(String name) {
        return name.matches("MPI_(Wait|Test)(all|any|some)?|MPI_I?m?probe|MPI_I?mrecv|MPI_Start(all)?"
                + "|MPI_Cancel|MPI_Request_free|MPI_Request_get_status|MPI_Buffer_(attach|detach)");
    }

    private static RegionRole fileRole(String name) {
        if (FILE_MANAGEMENT.contains(name)) {
            return RegionRole.FILE_MANAGEMENT;
        }
        if (name.contains("_all") || name.contains("_ordered") || name.equals("MPI_File_seek_shared")
                || name.equals("MPI_File_sync")) {
            return RegionRole.FILE_IO_COLLECTIVE;
        }
        if (name.contains("read") || name.contains("write") || name.equals("MPI_File_seek")) {
            return RegionRole.FILE_IO_INDIVIDUAL;
        }
        return RegionRole.FUNCTION;
    }
}

package org.fenceline.trace.merge;

import org.fenceline.trace.model.RegionRole;

/**
 * Which RMA synchronisation call a region is, as far as epoch matching cares. Recognised by role and MPI name,
 * because the exit records do not say whether a closing WINEXIT came from complete (access epoch) or from
 * wait/test (exposure epoch), nor which EXIT is a flush.
 */
enum RmaSyncKind {
    FENCE, START, COMPLETE, POST, WAIT_OR_TEST,
    /** MPI_Win_flush, MPI_Win_flush_all: complete operations at origin and target. */
    FLUSH,
    /** MPI_Win_flush_local, MPI_Win_flush_local_all: complete operations at the origin only (Get ends). */
    FLUSH_LOCAL,
    NONE;

    static RmaSyncKind of(String regionName, RegionRole role) {
        if (role == RegionRole.RMA_ACTIVE_SYNC) {
            return switch (regionName) {
                case "MPI_Win_fence" -> FENCE;
                case "MPI_Win_start" -> START;
                case "MPI_Win_complete" -> COMPLETE;
                case "MPI_Win_post" -> POST;
                case "MPI_Win_wait", "MPI_Win_test" -> WAIT_OR_TEST;
                default -> NONE;
            };
        }
        if (role == RegionRole.RMA_PASSIVE_SYNC) {
            return switch (regionName) {
                case "MPI_Win_flush", "MPI_Win_flush_all" -> FLUSH;
                case "MPI_Win_flush_local", "MPI_Win_flush_local_all" -> FLUSH_LOCAL;
                default -> NONE;
            };
        }
        return NONE;
    }
}

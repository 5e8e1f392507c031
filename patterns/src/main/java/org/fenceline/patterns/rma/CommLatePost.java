package org.fenceline.patterns.rma;

import org.fenceline.patterns.Description;

/** Late Post (mpi_rma_comm_late_post): a one-sided operation blocked until the last target posted. */
public final class CommLatePost extends LatePost {
    public CommLatePost() {
        super("mpi_rma_comm_late_post", "mpi_rma_communication", false, new Description(
                "Time an origin spends in a one-sided operation (MPI_Put, MPI_Get, ...) of an access epoch"
                        + " waiting for a target to open the matching exposure epoch (MPI_Win_post). Older"
                        + " KOJAK versions called it Early Transfer.",
                "<i>lastPost</i> = latest MPI_Win_post ENTER over the targets' matched exposure epochs; when"
                        + " neither the complete nor the start was blocked by it (see the synchronisation"
                        + " variant), each operation call of the epoch with ENTER &lt; <i>lastPost</i> &le; exit"
                        + " gets <i>idle</i> = <i>lastPost</i> &minus; ENTER at its call path. Charged on the"
                        + " origin.",
                "The runtime lets MPI_Win_start return at once and blocks the first transfer instead; the"
                        + " target posts late.",
                "Post earlier on the target; on the origin, do independent computation between MPI_Win_start"
                        + " and the first transfer so that the post has time to arrive."));
    }
}

package org.fenceline.patterns.rma;

import org.fenceline.patterns.Description;

/** Late Post (mpi_rma_sync_late_post): MPI_Win_start or MPI_Win_complete blocked until the last target posted. */
public final class SyncLatePost extends LatePost {
    public SyncLatePost() {
        super("mpi_rma_sync_late_post", "mpi_rma_sync_active", true, new Description(
                "Time an origin spends in MPI_Win_start or MPI_Win_complete waiting for a target of its access"
                        + " epoch to open the matching exposure epoch (MPI_Win_post).",
                "<i>lastPost</i> = latest MPI_Win_post ENTER over the targets' exposure epochs matched to the"
                        + " access epoch (the n-th start of the origin including a target pairs with the n-th post"
                        + " of that target including the origin). If ENTER<sub>complete</sub> &lt;"
                        + " <i>lastPost</i> &le; exit<sub>complete</sub>: <i>idle</i> = <i>lastPost</i> &minus;"
                        + " ENTER<sub>complete</sub> at the complete's call path; else if the same holds for the"
                        + " start: <i>lastPost</i> &minus; ENTER<sub>start</sub> at the start's call path."
                        + " Charged on the origin.",
                "The target posts late: it computes longer than the origin before its exposure epoch, or posts"
                        + " only after other work.",
                "Call MPI_Win_post on the target as early as its window memory may be written; balance the"
                        + " work before the epochs."));
    }
}

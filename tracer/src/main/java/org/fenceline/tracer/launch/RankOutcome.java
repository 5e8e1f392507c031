package org.fenceline.tracer.launch;

import java.util.List;

/** How one rank ended. */
sealed interface RankOutcome {
    /**
     * main returned, or ended by System.exit with {@code exitStatus} (0 for a plain return); {@code problems} lists
     * what it left undone (no MPI_Finalize, pending requests).
     */
    record Returned(List<String> problems, boolean missedFinalize, int exitStatus) implements RankOutcome {
    }

    /** The rank threw: the root cause of a failed job. */
    record Failed(Throwable cause) implements RankOutcome {
    }

    /** The job was aborted (by MPI_Abort, a failure elsewhere, or the deadlock detector) and this rank stopped. */
    record Aborted(String reason, int exitCode) implements RankOutcome {
    }

    /** The rank did not stop within the grace period after an abort (it computes outside MPI). */
    record Unresponsive() implements RankOutcome {
    }
}

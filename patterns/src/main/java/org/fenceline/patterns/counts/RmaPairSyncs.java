package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.AccessEpoch;
import org.fenceline.analyzer.pattern.ExposureEpoch;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.analyzer.pattern.WindowCollective;
import org.fenceline.analyzer.pattern.WindowCollectiveKind;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/**
 * Pair-wise one-sided synchronizations (mpi_rma_pairsync_count) and, as a subclass, the unneeded ones: what a
 * process synchronises with when it closes an epoch, at the closing call.
 */
public class RmaPairSyncs extends CatalogPattern {
    public RmaPairSyncs() {
        this("mpi_rma_pairsync_count", "Pair-wise one-sided synchronizations", null, new Description(
                "Number of remote processes a process potentially waits for when it closes a one-sided epoch:"
                        + " at a fence every member of the window's communicator, at MPI_Win_wait the origins"
                        + " of the exposure epoch, at MPI_Win_complete the targets of the access epoch.",
                "fence: the size of the window's communicator (the process itself included, as in Scalasca);"
                        + " MPI_Win_wait or the MPI_Win_test that closes the epoch: the size of the post's"
                        + " group; MPI_Win_complete: the size of the start's group. Charged to the closing call.",
                "Tightly coupled epochs: fences over many processes, large post/start groups.",
                "Check whether the algorithm needs this coupling; see the unneeded synchronisations below."));
    }

    RmaPairSyncs(String id, String displayName, String parentId, Description description) {
        super(id, displayName, "occ", parentId, description);
    }

    /** Partners counted at a fence. */
    int atFence(WindowCollective fence) {
        return fence.members();
    }

    /** Partners counted at the complete of an access epoch. */
    int atComplete(AccessEpoch epoch) {
        return epoch.targets();
    }

    /** Partners counted at the call that closes an exposure epoch. */
    int atClose(ExposureEpoch epoch) {
        return epoch.origins();
    }

    @Override
    public final ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void windowCollective(WindowCollective c) {
                if (c.kind() == WindowCollectiveKind.FENCE) {
                    context.add(c.callPath(), atFence(c));
                }
            }

            @Override
            public void accessEpochCompleted(AccessEpoch a) {
                context.add(a.completeCallPath(), atComplete(a));
            }

            @Override
            public void exposureEpochClosed(ExposureEpoch e) {
                context.add(e.closeCallPath(), atClose(e));
            }
        };
    }
}

package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.AccessEpoch;
import org.fenceline.analyzer.pattern.ExposureEpoch;
import org.fenceline.analyzer.pattern.WindowCollective;
import org.fenceline.patterns.Description;

/** Unneeded (mpi_rma_pairsync_unneeded_count): pair-wise synchronisations with a partner that did no operation. */
public final class UnneededRmaPairSyncs extends RmaPairSyncs {
    public UnneededRmaPairSyncs() {
        super("mpi_rma_pairsync_unneeded_count", "Unneeded", "mpi_rma_pairsync_count", new Description(
                "Pair-wise one-sided synchronisations with a remote process that did no one-sided operation with"
                        + " this process in the closed epoch: over-synchronisation.",
                "fence: communicator size &minus; origins that accessed this process in the closed epoch"
                        + " (a fence opening the first epoch, or closing an empty one, counts every member);"
                        + " wait/test: post group size &minus; origins that accessed this target; complete:"
                        + " start group size &minus; targets this origin accessed. Charged to the closing call.",
                "Fences where only a few processes communicate; post/start groups larger than the set of"
                        + " actual partners.",
                "Use post/start/complete/wait with groups of the actual partners instead of fences; shrink the"
                        + " groups to the processes really accessed."));
    }

    @Override
    int atFence(WindowCollective fence) {
        return fence.members() - fence.accessingOrigins();
    }

    @Override
    int atComplete(AccessEpoch epoch) {
        return epoch.targets() - epoch.accessedTargets();
    }

    @Override
    int atClose(ExposureEpoch epoch) {
        return epoch.origins() - epoch.accessingOrigins();
    }
}

package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.Finding;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;
import org.fenceline.patterns.p2p.LateSenderFound;

/** Late Senders (mpi_sls_count). */
public final class LateSenderSyncs extends CatalogPattern {
    public LateSenderSyncs() {
        super("mpi_sls_count", "Late Senders", "occ", "syncs_recv", new Description(
                "Number of Late Sender instances among zero-byte messages.",
                "one per Late Sender instance whose message has 0 bytes, at the receiving call's call "
                        + "path.",
                "Receivers waiting for coordination messages.",
                "See Late Sender."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void found(Finding finding) {
                if (finding instanceof LateSenderFound ls && ls.bytes() == 0) {
                    context.add(ls.callPath(), 1);
                }
            }
        };
    }
}

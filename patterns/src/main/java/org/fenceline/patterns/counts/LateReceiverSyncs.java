package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.Finding;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;
import org.fenceline.patterns.p2p.LateReceiverFound;

/** Late Receivers (mpi_slr_count). */
public final class LateReceiverSyncs extends CatalogPattern {
    public LateReceiverSyncs() {
        super("mpi_slr_count", "Late Receivers", "occ", "syncs_send", new Description(
                "Number of Late Receiver instances among zero-byte messages.",
                "one per Late Receiver instance whose message has 0 bytes, at the completing call's "
                        + "call path.",
                "Synchronous zero-byte sends posted before the receiver was ready.",
                "See Late Receiver."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void found(Finding finding) {
                if (finding instanceof LateReceiverFound lr && lr.bytes() == 0) {
                    context.add(lr.callPath(), 1);
                }
            }
        };
    }
}

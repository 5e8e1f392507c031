package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.Finding;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;
import org.fenceline.patterns.p2p.LateReceiverFound;

/** Late Receivers (mpi_clr_count). */
public final class LateReceiverComms extends CatalogPattern {
    public LateReceiverComms() {
        super("mpi_clr_count", "Late Receivers", "occ", "comms_send", new Description(
                "Number of Late Receiver instances among messages with data.",
                "one per Late Receiver instance whose message has more than 0 bytes, at the completing "
                        + "call's call path.",
                "Synchronous sends posted before the receiver was ready.",
                "See Late Receiver."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void found(Finding finding) {
                if (finding instanceof LateReceiverFound lr && lr.bytes() != 0) {
                    context.add(lr.callPath(), 1);
                }
            }
        };
    }
}

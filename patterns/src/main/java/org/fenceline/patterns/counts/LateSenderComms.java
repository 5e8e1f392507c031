package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.Finding;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;
import org.fenceline.patterns.p2p.LateSenderFound;

/** Late Senders (mpi_cls_count). */
public final class LateSenderComms extends CatalogPattern {
    public LateSenderComms() {
        super("mpi_cls_count", "Late Senders", "occ", "comms_recv", new Description(
                "Number of Late Sender instances among messages with data.",
                "one per Late Sender instance whose message has more than 0 bytes, at the receiving "
                        + "call's call path.",
                "Receivers waiting for data that is sent late.",
                "See Late Sender."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void found(Finding finding) {
                if (finding instanceof LateSenderFound ls && ls.bytes() != 0) {
                    context.add(ls.callPath(), 1);
                }
            }
        };
    }
}

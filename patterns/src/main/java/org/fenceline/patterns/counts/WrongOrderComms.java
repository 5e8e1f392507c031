package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.Finding;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;
import org.fenceline.patterns.p2p.WrongOrderFound;

/** Messages in Wrong Order (mpi_clswo_count). */
public final class WrongOrderComms extends CatalogPattern {
    public WrongOrderComms() {
        super("mpi_clswo_count", "Messages in Wrong Order", "occ", "mpi_cls_count", new Description(
                "Number of Late Sender instances among messages with data that were received in the "
                        + "wrong order.",
                "one per Messages in Wrong Order instance whose late message has more than 0 bytes, at "
                        + "the waiting call's call path.",
                "Messages received in another order than sent.",
                "See Messages in Wrong Order."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void found(Finding finding) {
                if (finding instanceof WrongOrderFound wo && wo.lateSender().bytes() != 0) {
                    context.add(wo.lateSender().callPath(), 1);
                }
            }
        };
    }
}

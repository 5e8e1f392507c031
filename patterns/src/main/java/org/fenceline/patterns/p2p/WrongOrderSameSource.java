package org.fenceline.patterns.p2p;

import org.fenceline.analyzer.pattern.Finding;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** From same source (mpi_lswo_same): wrong-order Late Sender between two messages of one sender. */
public final class WrongOrderSameSource extends CatalogPattern {
    public WrongOrderSameSource() {
        super("mpi_lswo_same", "From same source", "sec", "mpi_latesender_wo", new Description(
                "Messages in Wrong Order where both messages came from the same sender, which sent them in the"
                        + " opposite order (different tags or communicators).",
                "Messages in Wrong Order time of instances whose late message and later-received message have"
                        + " the same source.",
                "Sender and receiver disagree on the order of messages with different tags.",
                "Swap the receives (or the sends) so both sides use one order, or receive with MPI_ANY_TAG."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void found(Finding finding) {
                if (finding instanceof WrongOrderFound wo && wo.sameSource()) {
                    context.addNanos(wo.lateSender().callPath(), wo.lateSender().idleNs());
                }
            }
        };
    }
}

package org.fenceline.patterns.p2p;

import org.fenceline.analyzer.pattern.Finding;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** From different sources (mpi_lswo_different): wrong-order Late Sender between messages of two senders. */
public final class WrongOrderDifferentSources extends CatalogPattern {
    public WrongOrderDifferentSources() {
        super("mpi_lswo_different", "From different sources", "sec", "mpi_latesender_wo", new Description(
                "Messages in Wrong Order where the two messages came from different senders: the receiver waited"
                        + " for one sender while another one's message was already there.",
                "Messages in Wrong Order time of instances whose late message and later-received message have"
                        + " different sources.",
                "Receiving from peers in a fixed order (e.g. by rank) while they send in another.",
                "Receive from any source (MPI_ANY_SOURCE) and process messages as they arrive, or post all"
                        + " receives non-blocking and complete them with MPI_Waitany/MPI_Waitsome."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void found(Finding finding) {
                if (finding instanceof WrongOrderFound wo && !wo.sameSource()) {
                    context.addNanos(wo.lateSender().callPath(), wo.lateSender().idleNs());
                }
            }
        };
    }
}

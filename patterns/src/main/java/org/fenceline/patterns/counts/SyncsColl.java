package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.CollectiveCall;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** Collective (syncs_coll). */
public final class SyncsColl extends CatalogPattern {
    public SyncsColl() {
        super("syncs_coll", "Collective", "occ", "syncs", new Description(
                "Number of collective operations that move no data on this location: barriers, and "
                        + "other collectives with nothing to send or receive. Each participating location counts.",
                "one per COLLEXIT with 0 bytes sent and 0 bytes received, at the collective's call "
                        + "path.",
                "Barriers and empty collectives.",
                "Remove barriers that correctness does not need; replace data-less collectives used for "
                        + "synchronisation by MPI_Barrier."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void collectiveEnded(CollectiveCall c) {
                if (c.bytesSent() == 0 && c.bytesReceived() == 0) {
                    context.add(c.callPath(), 1);
                }
            }
        };
    }
}

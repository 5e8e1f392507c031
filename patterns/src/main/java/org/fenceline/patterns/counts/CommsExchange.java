package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.CollectiveCall;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** Exchange (comms_cxch). */
public final class CommsExchange extends CatalogPattern {
    public CommsExchange() {
        super("comms_cxch", "Exchange", "occ", "comms_coll", new Description(
                "Number of collective operations in which this location both sends and receives data "
                        + "(all-to-all, scans, and roots that keep their own part).",
                "one per COLLEXIT with bytes sent &gt; 0 and bytes received &gt; 0, at the collective's "
                        + "call path.",
                "n-to-n collectives and roots of rooted ones.",
                "Combine several small collectives into one with a larger payload."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void collectiveEnded(CollectiveCall c) {
                if (c.bytesSent() != 0 && c.bytesReceived() != 0) {
                    context.add(c.callPath(), 1);
                }
            }
        };
    }
}

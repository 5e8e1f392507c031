package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.CollectiveCall;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** As destination (comms_cdst). */
public final class CommsDestination extends CatalogPattern {
    public CommsDestination() {
        super("comms_cdst", "As destination", "occ", "comms_coll", new Description(
                "Number of collective operations in which this location only receives data (e.g. "
                        + "non-roots of a broadcast or scatter).",
                "one per COLLEXIT with bytes sent = 0 and bytes received &gt; 0, at the collective's "
                        + "call path.",
                "Rooted 1-to-n collectives.",
                "Combine several small collectives into one with a larger payload."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void collectiveEnded(CollectiveCall c) {
                if (c.bytesSent() == 0 && c.bytesReceived() != 0) {
                    context.add(c.callPath(), 1);
                }
            }
        };
    }
}

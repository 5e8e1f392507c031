package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.CollectiveCall;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** As source (comms_csrc). */
public final class CommsSource extends CatalogPattern {
    public CommsSource() {
        super("comms_csrc", "As source", "occ", "comms_coll", new Description(
                "Number of collective operations in which this location only sends data (e.g. non-roots "
                        + "of a reduction or gather).",
                "one per COLLEXIT with bytes sent &gt; 0 and bytes received = 0, at the collective's "
                        + "call path.",
                "Rooted n-to-1 collectives.",
                "Combine several small collectives into one with a larger payload."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void collectiveEnded(CollectiveCall c) {
                if (c.bytesSent() != 0 && c.bytesReceived() == 0) {
                    context.add(c.callPath(), 1);
                }
            }
        };
    }
}

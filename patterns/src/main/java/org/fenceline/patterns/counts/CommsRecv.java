package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReceivedMessage;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** Receives (comms_recv). */
public final class CommsRecv extends CatalogPattern {
    public CommsRecv() {
        super("comms_recv", "Receives", "occ", "comms_p2p", new Description(
                "Number of messages with data received.",
                "one per matched RECV whose send had more than 0 bytes, at the receiving call's call "
                        + "path.",
                "The program's point-to-point data exchange.",
                "Pack many small messages from the same source into fewer larger ones."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void received(ReceivedMessage m) {
                if (m.bytes() != 0) {
                    context.add(m.callPath(), 1);
                }
            }
        };
    }
}

package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.analyzer.pattern.SentMessage;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** Sends (comms_send). */
public final class CommsSend extends CatalogPattern {
    public CommsSend() {
        super("comms_send", "Sends", "occ", "comms_p2p", new Description(
                "Number of messages with data sent.",
                "one per SEND event with more than 0 bytes, at the send call's call path.",
                "The program's point-to-point data exchange.",
                "Pack many small messages to the same destination into fewer larger ones."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void sent(SentMessage m) {
                if (m.bytes() != 0) {
                    context.add(m.callPath(), 1);
                }
            }
        };
    }
}

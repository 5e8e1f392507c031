package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.analyzer.pattern.SentMessage;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** Sends (syncs_send). */
public final class SyncsSend extends CatalogPattern {
    public SyncsSend() {
        super("syncs_send", "Sends", "occ", "syncs_p2p", new Description(
                "Number of zero-byte messages sent.",
                "one per SEND event with 0 bytes, at the send call's call path.",
                "Zero-byte messages used for coordination.",
                "Remove coordination messages that correctness does not need."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void sent(SentMessage m) {
                if (m.bytes() == 0) {
                    context.add(m.callPath(), 1);
                }
            }
        };
    }
}

package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReceivedMessage;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** Receives (syncs_recv). */
public final class SyncsRecv extends CatalogPattern {
    public SyncsRecv() {
        super("syncs_recv", "Receives", "occ", "syncs_p2p", new Description(
                "Number of zero-byte messages received.",
                "one per matched RECV whose send had 0 bytes, at the receiving call's call path.",
                "Zero-byte messages used for coordination.",
                "Remove coordination messages that correctness does not need."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void received(ReceivedMessage m) {
                if (m.bytes() == 0) {
                    context.add(m.callPath(), 1);
                }
            }
        };
    }
}

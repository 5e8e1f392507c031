package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.analyzer.pattern.SentMessage;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** Sent (bytes_sent). */
public final class BytesSent extends CatalogPattern {
    public BytesSent() {
        super("bytes_sent", "Sent", "bytes", "bytes_p2p", new Description(
                "Bytes sent in point-to-point messages.",
                "the bytes of every SEND event, at the send call's call path.",
                "The program's point-to-point data exchange.",
                "If more is sent than received in total, some messages are never received or are "
                        + "cancelled: fix the program."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void sent(SentMessage m) {
                context.add(m.callPath(), m.bytes());
            }
        };
    }
}

package org.fenceline.patterns.counts;

import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReceivedMessage;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** Received (bytes_rcvd). */
public final class BytesReceived extends CatalogPattern {
    public BytesReceived() {
        super("bytes_rcvd", "Received", "bytes", "bytes_p2p", new Description(
                "Bytes received in point-to-point messages.",
                "the bytes of the matching send, for every matched RECV, at the receiving call's call "
                        + "path.",
                "The program's point-to-point data exchange.",
                "Compare with bytes sent: a difference means unreceived or cancelled messages."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void received(ReceivedMessage m) {
                context.add(m.callPath(), m.bytes());
            }
        };
    }
}

package org.fenceline.patterns.counts;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Point-to-point (bytes_p2p). */
public final class BytesP2P extends SumOfChildren {
    public BytesP2P() {
        super("bytes_p2p", "Point-to-point", "bytes", "bytes", new Description(
                "Bytes moved by point-to-point messages, sent and received.",
                "<i>bytes_sent</i> + <i>bytes_rcvd</i>.",
                "The program's point-to-point data exchange.",
                "Send less, or pack small messages into larger ones."));
    }
}

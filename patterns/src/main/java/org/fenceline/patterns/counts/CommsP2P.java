package org.fenceline.patterns.counts;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Point-to-point (comms_p2p). */
public final class CommsP2P extends SumOfChildren {
    public CommsP2P() {
        super("comms_p2p", "Point-to-point", "occ", "comms", new Description(
                "Number of point-to-point messages with data, sent and received.",
                "<i>comms_send</i> + <i>comms_recv</i>.",
                "The program's point-to-point data exchange.",
                "Pack many small messages to the same destination into fewer larger ones."));
    }
}

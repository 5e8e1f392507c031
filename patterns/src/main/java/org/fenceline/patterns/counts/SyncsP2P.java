package org.fenceline.patterns.counts;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Point-to-point (syncs_p2p). */
public final class SyncsP2P extends SumOfChildren {
    public SyncsP2P() {
        super("syncs_p2p", "Point-to-point", "occ", "syncs", new Description(
                "Number of point-to-point messages without data (zero bytes), sent and received.",
                "<i>syncs_send</i> + <i>syncs_recv</i>.",
                "Zero-byte messages used to coordinate processes.",
                "Check whether the coordination is needed, or can ride along with a data message."));
    }
}

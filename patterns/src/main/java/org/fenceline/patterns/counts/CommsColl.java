package org.fenceline.patterns.counts;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Collective (comms_coll). */
public final class CommsColl extends SumOfChildren {
    public CommsColl() {
        super("comms_coll", "Collective", "occ", "comms", new Description(
                "Number of collective operations that move data on this location; each participating "
                        + "location counts.",
                "<i>comms_cxch</i> + <i>comms_csrc</i> + <i>comms_cdst</i>.",
                "The program's collective data exchange.",
                "Combine several small collectives of the same kind into one with a larger payload."));
    }
}

package org.fenceline.patterns.counts;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Collective (bytes_coll). */
public final class BytesColl extends SumOfChildren {
    public BytesColl() {
        super("bytes_coll", "Collective", "bytes", "bytes", new Description(
                "Bytes moved by collective operations (notional: as if each were implemented by "
                        + "point-to-point messages).",
                "<i>bytes_cout</i> + <i>bytes_cin</i>.",
                "The program's collective data exchange.",
                "Expand the call tree to find the collectives that move most data."));
    }
}

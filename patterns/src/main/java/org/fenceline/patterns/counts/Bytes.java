package org.fenceline.patterns.counts;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** MPI bytes transferred (bytes). */
public final class Bytes extends SumOfChildren {
    public Bytes() {
        super("bytes", "MPI bytes transferred", "bytes", null, new Description(
                "Bytes moved by MPI communication, counted as if every operation were implemented by "
                        + "point-to-point messages (the notional amount; the real traffic depends on the MPI "
                        + "implementation).",
                "sum of its children.",
                "The program's data exchange.",
                "Expand the call tree to find where most data moves."));
    }
}

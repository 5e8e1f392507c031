package org.fenceline.patterns.counts;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** MPI communications (comms). */
public final class Comms extends SumOfChildren {
    public Comms() {
        super("comms", "MPI communications", "occ", null, new Description(
                "Number of MPI communication operations that move data.",
                "sum of its children.",
                "The program's data exchange.",
                "Compare with bytes: many small communications cost more than few large ones."));
    }
}

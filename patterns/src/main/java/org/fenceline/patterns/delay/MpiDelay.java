package org.fenceline.patterns.delay;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** MPI delay costs (delay_mpi). */
public final class MpiDelay extends SumOfChildren {
    public MpiDelay() {
        super("delay_mpi", "MPI", "sec", "delay", new Description(
                "Delays that cause wait states in MPI operations.",
                "sum of its children.",
                "See the children.",
                "See the children."));
    }
}

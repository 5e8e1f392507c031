package org.fenceline.patterns.delay;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Collective delay costs (delay_collective). */
public final class CollectiveDelay extends SumOfChildren {
    public CollectiveDelay() {
        super("delay_collective", "Collective", "sec", "delay_mpi", new Description(
                "Delays that cause wait states in MPI collective operations.",
                "sum of its children.",
                "See the children.",
                "See the children."));
    }
}

package org.fenceline.patterns.delay;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Point-to-point delay costs (delay_p2p). */
public final class PointToPointDelay extends SumOfChildren {
    public PointToPointDelay() {
        super("delay_p2p", "Point-to-point", "sec", "delay_mpi", new Description(
                "Delays that cause wait states in MPI point-to-point communication.",
                "sum of its children.",
                "See the children.",
                "See the children."));
    }
}

package org.fenceline.patterns.waitstates;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Indirect wait states (mpi_wait_indirect). */
public final class Indirect extends SumOfChildren {
    public Indirect() {
        super("mpi_wait_indirect", "Indirect wait states", "sec", "waitstates_direct_vs_indirect", new Description(
                "Point-to-point waiting time the partner passed on from its own wait states (wait-state "
                + "propagation).",
                "sum of its children.",
                "See the children.",
                "See the children."));
    }
}

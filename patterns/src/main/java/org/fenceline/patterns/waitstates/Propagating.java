package org.fenceline.patterns.waitstates;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Propagating wait states (mpi_wait_propagating). */
public final class Propagating extends SumOfChildren {
    public Propagating() {
        super("mpi_wait_propagating", "Propagating wait states", "sec", "waitstates_propagating_vs_terminal", new Description(
                "Point-to-point waiting time that propagates further: causes wait states on other "
                + "locations.",
                "sum of its children.",
                "See the children.",
                "See the children."));
    }
}

package org.fenceline.patterns.waitstates;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Terminal wait states (mpi_wait_terminal). */
public final class Terminal extends SumOfChildren {
    public Terminal() {
        super("mpi_wait_terminal", "Terminal wait states", "sec", "waitstates_propagating_vs_terminal", new Description(
                "Point-to-point waiting time that does not propagate further.",
                "sum of its children.",
                "See the children.",
                "See the children."));
    }
}

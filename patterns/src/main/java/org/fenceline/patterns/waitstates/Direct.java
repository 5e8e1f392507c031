package org.fenceline.patterns.waitstates;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Direct wait states (mpi_wait_direct). */
public final class Direct extends SumOfChildren {
    public Direct() {
        super("mpi_wait_direct", "Direct wait states", "sec", "waitstates_direct_vs_indirect", new Description(
                "Point-to-point waiting time caused directly by delays (excess time) on the partner.",
                "sum of its children.",
                "See the children.",
                "See the children."));
    }
}

package org.fenceline.patterns.waitstates;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Point-to-point wait states, direct vs. indirect (waitstates_direct_vs_indirect). */
public final class DirectVsIndirect extends SumOfChildren {
    public DirectVsIndirect() {
        super("waitstates_direct_vs_indirect", "MPI point-to-point wait states (direct vs. indirect)", "sec", null, new Description(
                "Point-to-point waiting time split into waiting caused directly by a delay on the partner "
                + "and waiting the partner passed on from its own wait states.",
                "sum of its children.",
                "Indirect waiting means the partner was itself waiting: the root cause lies further back.",
                "Follow indirect wait states to their root causes with the long-term delay costs."));
    }
}

package org.fenceline.patterns.waitstates;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Point-to-point wait states, propagating vs. terminal (waitstates_propagating_vs_terminal). */
public final class PropagatingVsTerminal extends SumOfChildren {
    public PropagatingVsTerminal() {
        super("waitstates_propagating_vs_terminal", "MPI point-to-point wait states (propagating vs. terminal)", "sec", null, new Description(
                "Point-to-point waiting time split into wait states that cause further waiting on other "
                + "locations (propagating) and those that do not (terminal).",
                "sum of its children.",
                "Propagating wait states make the waiting location late for its next synchronisations.",
                "Remove the root causes (delay costs) of propagating wait states first: that removes the "
                + "waiting they propagate too."));
    }
}

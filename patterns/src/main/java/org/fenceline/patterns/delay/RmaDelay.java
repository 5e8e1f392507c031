package org.fenceline.patterns.delay;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** One-sided delay costs (delay_rma). */
public final class RmaDelay extends SumOfChildren {
    public RmaDelay() {
        super("delay_rma", "One-sided", "sec", "delay_mpi", new Description(
                "Delays that cause wait states in MPI one-sided synchronisation and communication "
                + "(Fenceline; Scalasca has no one-sided delay analysis). Definitions and a worked example: "
                + "rma-analysis.md.",
                "sum of its children.",
                "See the children.",
                "See the children."));
    }
}

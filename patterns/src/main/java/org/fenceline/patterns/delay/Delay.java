package org.fenceline.patterns.delay;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Delay costs (delay): the root causes of wait states. */
public final class Delay extends SumOfChildren {
    public Delay() {
        super("delay", "Delay costs", "sec", null, new Description(
                "Costs and location of delays that cause wait states: regions of excess execution time on "
                + "one location that make others wait at a later synchronisation, with the waiting time they "
                + "cause directly and through propagation.",
                "sum of its children.",
                "Computational or communication imbalance, or inefficient parallelism (work only a few "
                + "processes do).",
                "Shift work from the call paths and locations with high delay costs to those that wait; "
                + "reduce work that only a few processes do."));
    }
}

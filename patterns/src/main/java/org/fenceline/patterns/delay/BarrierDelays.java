package org.fenceline.patterns.delay;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Wait at Barrier delay costs (delay_barrier_aggregate): short-term plus long-term. */
public final class BarrierDelays extends SumOfChildren {
    public BarrierDelays() {
        super("delay_barrier_aggregate", "Wait at Barrier", "sec", "delay_collective", new Description(
                "Delay costs of Wait at Barrier wait states: the waiting time, direct and propagated, "
                + "charged to the delays on the last process to enter the barrier that caused it.",
                "sum of its children.",
                "Load imbalance before the barrier: the process that enters last.",
                "Balance the work between barriers, moving it from the delaying call path and location to "
                + "the waiting ones; drop barriers correctness does not need."));
    }
}

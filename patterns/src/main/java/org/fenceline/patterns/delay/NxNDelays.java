package org.fenceline.patterns.delay;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Wait at N x N delay costs (delay_n2n_aggregate): short-term plus long-term. */
public final class NxNDelays extends SumOfChildren {
    public NxNDelays() {
        super("delay_n2n_aggregate", "Wait at N x N", "sec", "delay_collective", new Description(
                "Delay costs of Wait at N x N wait states: the waiting time, direct and propagated, charged "
                + "to the delays on the last process to enter the n-to-n operation that caused it.",
                "sum of its children.",
                "Load imbalance before the all-to-all, allreduce or allgather.",
                "Balance the work before the operation; consider whether every process needs the result at "
                + "once."));
    }
}

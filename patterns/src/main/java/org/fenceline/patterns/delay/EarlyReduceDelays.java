package org.fenceline.patterns.delay;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Early Reduce delay costs (delay_n21_aggregate): short-term plus long-term. */
public final class EarlyReduceDelays extends SumOfChildren {
    public EarlyReduceDelays() {
        super("delay_n21_aggregate", "Early Reduce", "sec", "delay_collective", new Description(
                "Delay costs of Early Reduce wait states (the root of an n-to-1 operation waiting for the "
                + "last sender): the waiting time, direct and propagated, charged to the delays on the last "
                + "sender that caused it.",
                "sum of its children.",
                "Imbalance before the n-to-1 operation on the processes that contribute last.",
                "Balance the work before the reduction or gather; a non-blocking collective lets the root "
                + "compute meanwhile."));
    }
}

package org.fenceline.patterns.delay;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Late Complete delay costs (delay_rma_late_complete_aggregate): short-term plus long-term. */
public final class LateCompleteDelays extends SumOfChildren {
    public LateCompleteDelays() {
        super("delay_rma_late_complete_aggregate", "Late Complete", "sec", "delay_rma", new Description(
                "Delay costs of Late Complete wait states (the part of Early Wait between an origin's last "
                + "operation and its MPI_Win_complete): the waiting time, direct and propagated, charged to "
                + "the delays on that origin between its last operation and its complete that caused it.",
                "sum of its children.",
                "An origin does other work after its last access before it completes the epoch.",
                "Call MPI_Win_complete right after the last access; move the work after it."));
    }
}

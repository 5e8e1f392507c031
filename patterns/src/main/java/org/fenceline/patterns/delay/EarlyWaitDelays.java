package org.fenceline.patterns.delay;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Early Wait delay costs (delay_rma_early_wait_aggregate): short-term plus long-term. */
public final class EarlyWaitDelays extends SumOfChildren {
    public EarlyWaitDelays() {
        super("delay_rma_early_wait_aggregate", "Early Wait", "sec", "delay_rma", new Description(
                "Delay costs of Early Wait wait states (a target in MPI_Win_wait waiting for the last "
                + "origin's MPI_Win_complete), apart from their Late Complete part: the waiting time, direct "
                + "and propagated, charged to the delays on that origin before its last one-sided operation "
                + "that caused it.",
                "sum of its children.",
                "An origin reaches its accesses late, after unbalanced work.",
                "Balance the origins' work before their accesses; let the target compute before it calls "
                + "MPI_Win_wait."));
    }
}

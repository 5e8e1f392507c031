package org.fenceline.patterns.delay;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Wait for Progress delay costs (delay_rma_wait_for_progress_aggregate): short-term plus long-term. */
public final class WaitForProgressDelays extends SumOfChildren {
    public WaitForProgressDelays() {
        super("delay_rma_wait_for_progress_aggregate", "Wait for Progress", "sec", "delay_rma", new Description(
                "Delay costs of Wait for Progress wait states (an origin's passive-target call waiting "
                + "until the target enters MPI): the waiting time, direct and propagated, charged to the "
                + "delays on the target, computing outside MPI that caused it.",
                "sum of its children.",
                "The target computes without calling MPI, and the implementation needs the target to "
                + "progress the origin's request.",
                "Let the target call MPI (e.g. MPI_Iprobe or MPI_Win_flush) during long computations, or "
                + "use an implementation with asynchronous progress."));
    }
}

package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Long-term Wait for Progress delay costs (delay_rma_wait_for_progress_longterm). */
public final class WaitForProgressLongTermDelay extends DelayCosts {
    public WaitForProgressLongTermDelay() {
        super("delay_rma_wait_for_progress_longterm", "Long-term", "delay_rma_wait_for_progress_aggregate", DelayTerm.LONG, new Description(
                "Delays that cause Wait for Progress wait states (an origin's passive-target call waiting "
                + "until the target enters MPI) indirectly: excess time on the target, computing outside MPI "
                + "that first made that location wait, or made it late, and whose wait states then propagated "
                + "to the waiting location.",
                "Backward replay from the last wait state to the first: a wait state's costs <i>C</i> are "
                + "the waiting time it causes later (accumulated before the replay reaches it). With "
                + "<i>d(c)</i>, <i>W</i> and <i>w</i> as for the short-term costs, long-term cost: <i>C</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>) &middot; <i>d(c)</i>, charged to <i>c</i> on the delaying "
                + "location; each wait state of the delayer in the interval adds (min(<i>w</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>), 1) + <i>C</i> / (&Sigma;<i>d</i> + <i>W</i>)) times its "
                + "waiting time to its own costs. Fenceline's extension of Böhme's framework to one-sided "
                + "synchronisation: the delaying location is the one the pattern names as the cause; see "
                + "rma-analysis.md.",
                "The target computes without calling MPI, and the implementation needs the target to "
                + "progress the origin's request.",
                "Let the target call MPI (e.g. MPI_Iprobe or MPI_Win_flush) during long computations, or "
                + "use an implementation with asynchronous progress."),
                "mpi_rma_sync_wait_for_progress", "mpi_rma_comm_wait_for_progress");
    }
}

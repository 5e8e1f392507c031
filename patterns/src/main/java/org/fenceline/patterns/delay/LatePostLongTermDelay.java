package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Long-term Late Post delay costs (delay_rma_late_post_longterm). */
public final class LatePostLongTermDelay extends DelayCosts {
    public LatePostLongTermDelay() {
        super("delay_rma_late_post_longterm", "Long-term", "delay_rma_late_post_aggregate", DelayTerm.LONG, new Description(
                "Delays that cause Late Post wait states (an origin in MPI_Win_start, MPI_Win_complete or "
                + "an operation waiting for the target's MPI_Win_post) indirectly: excess time on the target "
                + "before its post that first made that location wait, or made it late, and whose wait states "
                + "then propagated to the waiting location.",
                "Backward replay from the last wait state to the first: a wait state's costs <i>C</i> are "
                + "the waiting time it causes later (accumulated before the replay reaches it). With "
                + "<i>d(c)</i>, <i>W</i> and <i>w</i> as for the short-term costs, long-term cost: <i>C</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>) &middot; <i>d(c)</i>, charged to <i>c</i> on the delaying "
                + "location; each wait state of the delayer in the interval adds (min(<i>w</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>), 1) + <i>C</i> / (&Sigma;<i>d</i> + <i>W</i>)) times its "
                + "waiting time to its own costs. Fenceline's extension of Böhme's framework to one-sided "
                + "synchronisation: the delaying location is the one the pattern names as the cause; see "
                + "rma-analysis.md.",
                "The target opens its exposure epoch late, after work the origin does not have.",
                "Post earlier on the target (right after the previous epoch's data is consumed) or move "
                + "work from the target to the origin."),
                "mpi_rma_sync_late_post", "mpi_rma_comm_late_post");
    }
}

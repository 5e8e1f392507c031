package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Short-term Late Post delay costs (delay_rma_late_post). */
public final class LatePostDelay extends DelayCosts {
    public LatePostDelay() {
        super("delay_rma_late_post", "Short-term", "delay_rma_late_post_aggregate", DelayTerm.SHORT, new Description(
                "Delays that directly cause Late Post wait states (an origin in MPI_Win_start, "
                + "MPI_Win_complete or an operation waiting for the target's MPI_Win_post): the excess time "
                + "of a call path on the target before its post over the waiting location's time in the same "
                + "call path since the two last synchronised, scaled to the waiting time.",
                "Backward replay (Böhme et al., ICPP 2010): each wait state of <i>w</i> seconds ends at a "
                + "synchronisation of the waiting and the delaying location; its interval runs from their "
                + "previous synchronisation to this one. Per call path <i>c</i>, <i>d(c)</i> = max(0, "
                + "<i>t<sub>delayer</sub>(c)</i> &minus; <i>t<sub>waiter</sub>(c)</i>), times in the interval "
                + "without waiting time; <i>W</i> = the delayer's own waiting time in the interval. "
                + "Short-term cost: min(<i>w</i> / (&Sigma;<i>d</i> + <i>W</i>), 1) &middot; <i>d(c)</i>, "
                + "charged to <i>c</i> on the delaying location. The rest of <i>w</i> is propagated waiting "
                + "(see the long-term costs). Fenceline's extension of Böhme's framework to one-sided "
                + "synchronisation: the delaying location is the one the pattern names as the cause; see "
                + "rma-analysis.md.",
                "The target opens its exposure epoch late, after work the origin does not have.",
                "Post earlier on the target (right after the previous epoch's data is consumed) or move "
                + "work from the target to the origin."),
                "mpi_rma_sync_late_post", "mpi_rma_comm_late_post");
    }
}

package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Short-term Early Wait delay costs (delay_rma_early_wait). */
public final class EarlyWaitDelay extends DelayCosts {
    public EarlyWaitDelay() {
        super("delay_rma_early_wait", "Short-term", "delay_rma_early_wait_aggregate", DelayTerm.SHORT, new Description(
                "Delays that directly cause Early Wait wait states (a target in MPI_Win_wait waiting for "
                + "the last origin's MPI_Win_complete), apart from their Late Complete part: the excess time "
                + "of a call path on that origin before its last one-sided operation over the waiting "
                + "location's time in the same call path since the two last synchronised, scaled to the "
                + "waiting time.",
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
                "An origin reaches its accesses late, after unbalanced work.",
                "Balance the origins' work before their accesses; let the target compute before it calls "
                + "MPI_Win_wait."),
                "mpi_rma_early_wait");
    }
}

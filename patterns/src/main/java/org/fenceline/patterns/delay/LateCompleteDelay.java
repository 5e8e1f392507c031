package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Short-term Late Complete delay costs (delay_rma_late_complete). */
public final class LateCompleteDelay extends DelayCosts {
    public LateCompleteDelay() {
        super("delay_rma_late_complete", "Short-term", "delay_rma_late_complete_aggregate", DelayTerm.SHORT, new Description(
                "Delays that directly cause Late Complete wait states (the part of Early Wait between an "
                + "origin's last operation and its MPI_Win_complete): the excess time of a call path on that "
                + "origin between its last operation and its complete over the waiting location's time in the "
                + "same call path since the two last synchronised, scaled to the waiting time.",
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
                "An origin does other work after its last access before it completes the epoch.",
                "Call MPI_Win_complete right after the last access; move the work after it."),
                "mpi_rma_late_complete");
    }
}

package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Long-term Late Complete delay costs (delay_rma_late_complete_longterm). */
public final class LateCompleteLongTermDelay extends DelayCosts {
    public LateCompleteLongTermDelay() {
        super("delay_rma_late_complete_longterm", "Long-term", "delay_rma_late_complete_aggregate", DelayTerm.LONG, new Description(
                "Delays that cause Late Complete wait states (the part of Early Wait between an origin's "
                + "last operation and its MPI_Win_complete) indirectly: excess time on that origin between "
                + "its last operation and its complete that first made that location wait, or made it late, "
                + "and whose wait states then propagated to the waiting location.",
                "Backward replay from the last wait state to the first: a wait state's costs <i>C</i> are "
                + "the waiting time it causes later (accumulated before the replay reaches it). With "
                + "<i>d(c)</i>, <i>W</i> and <i>w</i> as for the short-term costs, long-term cost: <i>C</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>) &middot; <i>d(c)</i>, charged to <i>c</i> on the delaying "
                + "location; each wait state of the delayer in the interval adds (min(<i>w</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>), 1) + <i>C</i> / (&Sigma;<i>d</i> + <i>W</i>)) times its "
                + "waiting time to its own costs. Fenceline's extension of Böhme's framework to one-sided "
                + "synchronisation: the delaying location is the one the pattern names as the cause; see "
                + "rma-analysis.md.",
                "An origin does other work after its last access before it completes the epoch.",
                "Call MPI_Win_complete right after the last access; move the work after it."),
                "mpi_rma_late_complete");
    }
}

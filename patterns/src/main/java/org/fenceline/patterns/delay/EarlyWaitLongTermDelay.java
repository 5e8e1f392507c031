package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Long-term Early Wait delay costs (delay_rma_early_wait_longterm). */
public final class EarlyWaitLongTermDelay extends DelayCosts {
    public EarlyWaitLongTermDelay() {
        super("delay_rma_early_wait_longterm", "Long-term", "delay_rma_early_wait_aggregate", DelayTerm.LONG, new Description(
                "Delays that cause Early Wait wait states (a target in MPI_Win_wait waiting for the last "
                + "origin's MPI_Win_complete), apart from their Late Complete part indirectly: excess time on "
                + "that origin before its last one-sided operation that first made that location wait, or "
                + "made it late, and whose wait states then propagated to the waiting location.",
                "Backward replay from the last wait state to the first: a wait state's costs <i>C</i> are "
                + "the waiting time it causes later (accumulated before the replay reaches it). With "
                + "<i>d(c)</i>, <i>W</i> and <i>w</i> as for the short-term costs, long-term cost: <i>C</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>) &middot; <i>d(c)</i>, charged to <i>c</i> on the delaying "
                + "location; each wait state of the delayer in the interval adds (min(<i>w</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>), 1) + <i>C</i> / (&Sigma;<i>d</i> + <i>W</i>)) times its "
                + "waiting time to its own costs. Fenceline's extension of Böhme's framework to one-sided "
                + "synchronisation: the delaying location is the one the pattern names as the cause; see "
                + "rma-analysis.md.",
                "An origin reaches its accesses late, after unbalanced work.",
                "Balance the origins' work before their accesses; let the target compute before it calls "
                + "MPI_Win_wait."),
                "mpi_rma_early_wait");
    }
}

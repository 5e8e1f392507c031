package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Long-term Early Fence delay costs (delay_rma_early_fence_longterm). */
public final class EarlyFenceLongTermDelay extends DelayCosts {
    public EarlyFenceLongTermDelay() {
        super("delay_rma_early_fence_longterm", "Long-term", "delay_rma_early_fence_aggregate", DelayTerm.LONG, new Description(
                "Delays that cause Early Fence wait states (a target in MPI_Win_fence waiting for the last "
                + "operation that targets it) indirectly: excess time on the origin of that operation, before "
                + "it issued it that first made that location wait, or made it late, and whose wait states "
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
                "An origin issues its access late in the epoch, after unbalanced work.",
                "Issue the one-sided operations as early as the data allows; balance the origins' work "
                + "before their accesses."),
                "mpi_rma_early_fence");
    }
}

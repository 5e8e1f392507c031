package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Short-term Early Fence delay costs (delay_rma_early_fence). */
public final class EarlyFenceDelay extends DelayCosts {
    public EarlyFenceDelay() {
        super("delay_rma_early_fence", "Short-term", "delay_rma_early_fence_aggregate", DelayTerm.SHORT, new Description(
                "Delays that directly cause Early Fence wait states (a target in MPI_Win_fence waiting for "
                + "the last operation that targets it): the excess time of a call path on the origin of that "
                + "operation, before it issued it over the waiting location's time in the same call path "
                + "since the two last synchronised, scaled to the waiting time.",
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
                "An origin issues its access late in the epoch, after unbalanced work.",
                "Issue the one-sided operations as early as the data allows; balance the origins' work "
                + "before their accesses."),
                "mpi_rma_early_fence");
    }
}

package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Short-term Wait at Fence delay costs (delay_rma_wait_at_fence). */
public final class WaitAtFenceDelay extends DelayCosts {
    public WaitAtFenceDelay() {
        super("delay_rma_wait_at_fence", "Short-term", "delay_rma_wait_at_fence_aggregate", DelayTerm.SHORT, new Description(
                "Delays that directly cause Wait at Fence wait states (apart from their Early Fence part): "
                + "the excess time of a call path on the last member of the window to enter the fence over "
                + "the waiting location's time in the same call path since the two last synchronised, scaled "
                + "to the waiting time.",
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
                "Load imbalance in the access epoch: every member waits for the slowest, whether it "
                + "communicates with it or not.",
                "Balance the work between fences; when only some processes communicate, synchronise only "
                + "them (post/start/complete/wait, locks)."),
                "mpi_rma_wait_at_fence");
    }
}

package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Long-term Wait at Fence delay costs (delay_rma_wait_at_fence_longterm). */
public final class WaitAtFenceLongTermDelay extends DelayCosts {
    public WaitAtFenceLongTermDelay() {
        super("delay_rma_wait_at_fence_longterm", "Long-term", "delay_rma_wait_at_fence_aggregate", DelayTerm.LONG, new Description(
                "Delays that cause Wait at Fence wait states (apart from their Early Fence part) "
                + "indirectly: excess time on the last member of the window to enter the fence that first "
                + "made that location wait, or made it late, and whose wait states then propagated to the "
                + "waiting location.",
                "Backward replay from the last wait state to the first: a wait state's costs <i>C</i> are "
                + "the waiting time it causes later (accumulated before the replay reaches it). With "
                + "<i>d(c)</i>, <i>W</i> and <i>w</i> as for the short-term costs, long-term cost: <i>C</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>) &middot; <i>d(c)</i>, charged to <i>c</i> on the delaying "
                + "location; each wait state of the delayer in the interval adds (min(<i>w</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>), 1) + <i>C</i> / (&Sigma;<i>d</i> + <i>W</i>)) times its "
                + "waiting time to its own costs. Fenceline's extension of Böhme's framework to one-sided "
                + "synchronisation: the delaying location is the one the pattern names as the cause; see "
                + "rma-analysis.md.",
                "Load imbalance in the access epoch: every member waits for the slowest, whether it "
                + "communicates with it or not.",
                "Balance the work between fences; when only some processes communicate, synchronise only "
                + "them (post/start/complete/wait, locks)."),
                "mpi_rma_wait_at_fence");
    }
}

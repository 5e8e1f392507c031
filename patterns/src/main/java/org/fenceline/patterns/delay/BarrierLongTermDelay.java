package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Long-term Wait at Barrier delay costs (delay_barrier_longterm). */
public final class BarrierLongTermDelay extends DelayCosts {
    public BarrierLongTermDelay() {
        super("delay_barrier_longterm", "Long-term", "delay_barrier_aggregate", DelayTerm.LONG, new Description(
                "Delays that cause Wait at Barrier wait states indirectly: excess time on the last process "
                + "to enter the barrier that first made that location wait, or made it late, and whose wait "
                + "states then propagated to the waiting location.",
                "Backward replay from the last wait state to the first: a wait state's costs <i>C</i> are "
                + "the waiting time it causes later (accumulated before the replay reaches it). With "
                + "<i>d(c)</i>, <i>W</i> and <i>w</i> as for the short-term costs, long-term cost: <i>C</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>) &middot; <i>d(c)</i>, charged to <i>c</i> on the delaying "
                + "location; each wait state of the delayer in the interval adds (min(<i>w</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>), 1) + <i>C</i> / (&Sigma;<i>d</i> + <i>W</i>)) times its "
                + "waiting time to its own costs.",
                "Load imbalance before the barrier: the process that enters last.",
                "Balance the work between barriers, moving it from the delaying call path and location to "
                + "the waiting ones; drop barriers correctness does not need."),
                "mpi_barrier_wait");
    }
}

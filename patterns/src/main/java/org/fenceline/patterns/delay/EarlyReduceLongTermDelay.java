package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Long-term Early Reduce delay costs (delay_n21_longterm). */
public final class EarlyReduceLongTermDelay extends DelayCosts {
    public EarlyReduceLongTermDelay() {
        super("delay_n21_longterm", "Long-term", "delay_n21_aggregate", DelayTerm.LONG, new Description(
                "Delays that cause Early Reduce wait states (the root of an n-to-1 operation waiting for "
                + "the last sender) indirectly: excess time on the last sender that first made that location "
                + "wait, or made it late, and whose wait states then propagated to the waiting location.",
                "Backward replay from the last wait state to the first: a wait state's costs <i>C</i> are "
                + "the waiting time it causes later (accumulated before the replay reaches it). With "
                + "<i>d(c)</i>, <i>W</i> and <i>w</i> as for the short-term costs, long-term cost: <i>C</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>) &middot; <i>d(c)</i>, charged to <i>c</i> on the delaying "
                + "location; each wait state of the delayer in the interval adds (min(<i>w</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>), 1) + <i>C</i> / (&Sigma;<i>d</i> + <i>W</i>)) times its "
                + "waiting time to its own costs.",
                "Imbalance before the n-to-1 operation on the processes that contribute last.",
                "Balance the work before the reduction or gather; a non-blocking collective lets the root "
                + "compute meanwhile."),
                "mpi_earlyreduce");
    }
}

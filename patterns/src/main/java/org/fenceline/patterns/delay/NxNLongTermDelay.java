package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Long-term Wait at N x N delay costs (delay_n2n_longterm). */
public final class NxNLongTermDelay extends DelayCosts {
    public NxNLongTermDelay() {
        super("delay_n2n_longterm", "Long-term", "delay_n2n_aggregate", DelayTerm.LONG, new Description(
                "Delays that cause Wait at N x N wait states indirectly: excess time on the last process to "
                + "enter the n-to-n operation that first made that location wait, or made it late, and whose "
                + "wait states then propagated to the waiting location.",
                "Backward replay from the last wait state to the first: a wait state's costs <i>C</i> are "
                + "the waiting time it causes later (accumulated before the replay reaches it). With "
                + "<i>d(c)</i>, <i>W</i> and <i>w</i> as for the short-term costs, long-term cost: <i>C</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>) &middot; <i>d(c)</i>, charged to <i>c</i> on the delaying "
                + "location; each wait state of the delayer in the interval adds (min(<i>w</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>), 1) + <i>C</i> / (&Sigma;<i>d</i> + <i>W</i>)) times its "
                + "waiting time to its own costs.",
                "Load imbalance before the all-to-all, allreduce or allgather.",
                "Balance the work before the operation; consider whether every process needs the result at "
                + "once."),
                "mpi_wait_nxn");
    }
}

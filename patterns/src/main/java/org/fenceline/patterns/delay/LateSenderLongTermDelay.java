package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Long-term Late Sender delay costs (delay_latesender_longterm). */
public final class LateSenderLongTermDelay extends DelayCosts {
    public LateSenderLongTermDelay() {
        super("delay_latesender_longterm", "Long-term", "delay_latesender_aggregate", DelayTerm.LONG, new Description(
                "Delays that cause Late Sender wait states (a receive waiting for its send) indirectly: "
                + "excess time on the sender before the send that first made that location wait, or made it "
                + "late, and whose wait states then propagated to the waiting location.",
                "Backward replay from the last wait state to the first: a wait state's costs <i>C</i> are "
                + "the waiting time it causes later (accumulated before the replay reaches it). With "
                + "<i>d(c)</i>, <i>W</i> and <i>w</i> as for the short-term costs, long-term cost: <i>C</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>) &middot; <i>d(c)</i>, charged to <i>c</i> on the delaying "
                + "location; each wait state of the delayer in the interval adds (min(<i>w</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>), 1) + <i>C</i> / (&Sigma;<i>d</i> + <i>W</i>)) times its "
                + "waiting time to its own costs.",
                "Computation or communication overload on the sender before it sends.",
                "Reduce the work of the delaying call path or move part of it from the sender to the "
                + "receiver; post receives early and non-blocking."),
                "mpi_latesender");
    }
}

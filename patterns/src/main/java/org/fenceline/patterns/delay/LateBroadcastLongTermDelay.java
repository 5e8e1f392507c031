package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Long-term Late Broadcast delay costs (delay_12n_longterm). */
public final class LateBroadcastLongTermDelay extends DelayCosts {
    public LateBroadcastLongTermDelay() {
        super("delay_12n_longterm", "Long-term", "delay_12n_aggregate", DelayTerm.LONG, new Description(
                "Delays that cause Late Broadcast wait states (destinations of a 1-to-n operation waiting "
                + "for the root) indirectly: excess time on the root that first made that location wait, or "
                + "made it late, and whose wait states then propagated to the waiting location.",
                "Backward replay from the last wait state to the first: a wait state's costs <i>C</i> are "
                + "the waiting time it causes later (accumulated before the replay reaches it). With "
                + "<i>d(c)</i>, <i>W</i> and <i>w</i> as for the short-term costs, long-term cost: <i>C</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>) &middot; <i>d(c)</i>, charged to <i>c</i> on the delaying "
                + "location; each wait state of the delayer in the interval adds (min(<i>w</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>), 1) + <i>C</i> / (&Sigma;<i>d</i> + <i>W</i>)) times its "
                + "waiting time to its own costs.",
                "Work the root does before the broadcast or scatter that the others do not.",
                "Move work off the root, or let the destinations do useful work before they need the data."),
                "mpi_latebroadcast");
    }
}

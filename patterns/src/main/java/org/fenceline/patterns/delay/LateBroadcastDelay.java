package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Short-term Late Broadcast delay costs (delay_12n). */
public final class LateBroadcastDelay extends DelayCosts {
    public LateBroadcastDelay() {
        super("delay_12n", "Short-term", "delay_12n_aggregate", DelayTerm.SHORT, new Description(
                "Delays that directly cause Late Broadcast wait states (destinations of a 1-to-n operation "
                + "waiting for the root): the excess time of a call path on the root over the waiting "
                + "location's time in the same call path since the two last synchronised, scaled to the "
                + "waiting time.",
                "Backward replay (Böhme et al., ICPP 2010): each wait state of <i>w</i> seconds ends at a "
                + "synchronisation of the waiting and the delaying location; its interval runs from their "
                + "previous synchronisation to this one. Per call path <i>c</i>, <i>d(c)</i> = max(0, "
                + "<i>t<sub>delayer</sub>(c)</i> &minus; <i>t<sub>waiter</sub>(c)</i>), times in the interval "
                + "without waiting time; <i>W</i> = the delayer's own waiting time in the interval. "
                + "Short-term cost: min(<i>w</i> / (&Sigma;<i>d</i> + <i>W</i>), 1) &middot; <i>d(c)</i>, "
                + "charged to <i>c</i> on the delaying location. The rest of <i>w</i> is propagated waiting "
                + "(see the long-term costs).",
                "Work the root does before the broadcast or scatter that the others do not.",
                "Move work off the root, or let the destinations do useful work before they need the data."),
                "mpi_latebroadcast");
    }
}

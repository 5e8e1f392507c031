package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Short-term Late Sender delay costs (delay_latesender). */
public final class LateSenderDelay extends DelayCosts {
    public LateSenderDelay() {
        super("delay_latesender", "Short-term", "delay_latesender_aggregate", DelayTerm.SHORT, new Description(
                "Delays that directly cause Late Sender wait states (a receive waiting for its send): the "
                + "excess time of a call path on the sender before the send over the waiting location's time "
                + "in the same call path since the two last synchronised, scaled to the waiting time.",
                "Backward replay (Böhme et al., ICPP 2010): each wait state of <i>w</i> seconds ends at a "
                + "synchronisation of the waiting and the delaying location; its interval runs from their "
                + "previous synchronisation to this one. Per call path <i>c</i>, <i>d(c)</i> = max(0, "
                + "<i>t<sub>delayer</sub>(c)</i> &minus; <i>t<sub>waiter</sub>(c)</i>), times in the interval "
                + "without waiting time; <i>W</i> = the delayer's own waiting time in the interval. "
                + "Short-term cost: min(<i>w</i> / (&Sigma;<i>d</i> + <i>W</i>), 1) &middot; <i>d(c)</i>, "
                + "charged to <i>c</i> on the delaying location. The rest of <i>w</i> is propagated waiting "
                + "(see the long-term costs).",
                "Computation or communication overload on the sender before it sends.",
                "Reduce the work of the delaying call path or move part of it from the sender to the "
                + "receiver; post receives early and non-blocking."),
                "mpi_latesender");
    }
}

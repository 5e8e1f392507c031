package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Short-term Early Reduce delay costs (delay_n21). */
public final class EarlyReduceDelay extends DelayCosts {
    public EarlyReduceDelay() {
        super("delay_n21", "Short-term", "delay_n21_aggregate", DelayTerm.SHORT, new Description(
                "Delays that directly cause Early Reduce wait states (the root of an n-to-1 operation "
                + "waiting for the last sender): the excess time of a call path on the last sender over the "
                + "waiting location's time in the same call path since the two last synchronised, scaled to "
                + "the waiting time.",
                "Backward replay (Böhme et al., ICPP 2010): each wait state of <i>w</i> seconds ends at a "
                + "synchronisation of the waiting and the delaying location; its interval runs from their "
                + "previous synchronisation to this one. Per call path <i>c</i>, <i>d(c)</i> = max(0, "
                + "<i>t<sub>delayer</sub>(c)</i> &minus; <i>t<sub>waiter</sub>(c)</i>), times in the interval "
                + "without waiting time; <i>W</i> = the delayer's own waiting time in the interval. "
                + "Short-term cost: min(<i>w</i> / (&Sigma;<i>d</i> + <i>W</i>), 1) &middot; <i>d(c)</i>, "
                + "charged to <i>c</i> on the delaying location. The rest of <i>w</i> is propagated waiting "
                + "(see the long-term costs).",
                "Imbalance before the n-to-1 operation on the processes that contribute last.",
                "Balance the work before the reduction or gather; a non-blocking collective lets the root "
                + "compute meanwhile."),
                "mpi_earlyreduce");
    }
}

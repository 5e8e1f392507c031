package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Short-term Lock Contention delay costs (delay_rma_lock_contention). */
public final class LockContentionDelay extends DelayCosts {
    public LockContentionDelay() {
        super("delay_rma_lock_contention", "Short-term", "delay_rma_lock_contention_aggregate", DelayTerm.SHORT, new Description(
                "Delays that directly cause Lock Contention wait states (an origin waiting for a lock "
                + "another origin holds): the excess time of a call path on the holder of the lock, during "
                + "its lock epoch over the waiting location's time in the same call path since the two last "
                + "synchronised, scaled to the waiting time.",
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
                "Long lock epochs: the holder computes or communicates while it holds the lock.",
                "Keep lock epochs short (lock, access, unlock); use shared locks where accesses do not "
                + "conflict, or atomics instead of locks."),
                "mpi_rma_sync_lock_competition", "mpi_rma_comm_lock_competition");
    }
}

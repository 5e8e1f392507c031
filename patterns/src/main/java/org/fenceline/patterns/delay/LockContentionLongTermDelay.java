package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Long-term Lock Contention delay costs (delay_rma_lock_contention_longterm). */
public final class LockContentionLongTermDelay extends DelayCosts {
    public LockContentionLongTermDelay() {
        super("delay_rma_lock_contention_longterm", "Long-term", "delay_rma_lock_contention_aggregate", DelayTerm.LONG, new Description(
                "Delays that cause Lock Contention wait states (an origin waiting for a lock another origin "
                + "holds) indirectly: excess time on the holder of the lock, during its lock epoch that first "
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
                "Long lock epochs: the holder computes or communicates while it holds the lock.",
                "Keep lock epochs short (lock, access, unlock); use shared locks where accesses do not "
                + "conflict, or atomics instead of locks."),
                "mpi_rma_sync_lock_competition", "mpi_rma_comm_lock_competition");
    }
}

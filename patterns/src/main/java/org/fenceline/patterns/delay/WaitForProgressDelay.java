package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Short-term Wait for Progress delay costs (delay_rma_wait_for_progress). */
public final class WaitForProgressDelay extends DelayCosts {
    public WaitForProgressDelay() {
        super("delay_rma_wait_for_progress", "Short-term", "delay_rma_wait_for_progress_aggregate", DelayTerm.SHORT, new Description(
                "Delays that directly cause Wait for Progress wait states (an origin's passive-target call "
                + "waiting until the target enters MPI): the excess time of a call path on the target, "
                + "computing outside MPI over the waiting location's time in the same call path since the two "
                + "last synchronised, scaled to the waiting time.",
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
                "The target computes without calling MPI, and the implementation needs the target to "
                + "progress the origin's request.",
                "Let the target call MPI (e.g. MPI_Iprobe or MPI_Win_flush) during long computations, or "
                + "use an implementation with asynchronous progress."),
                "mpi_rma_sync_wait_for_progress", "mpi_rma_comm_wait_for_progress");
    }
}

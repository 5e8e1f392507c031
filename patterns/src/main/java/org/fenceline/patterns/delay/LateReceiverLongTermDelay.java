package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;
import org.fenceline.patterns.Description;

/** Long-term Late Receiver delay costs (delay_latereceiver_longterm). */
public final class LateReceiverLongTermDelay extends DelayCosts {
    public LateReceiverLongTermDelay() {
        super("delay_latereceiver_longterm", "Long-term", "delay_latereceiver_aggregate", DelayTerm.LONG, new Description(
                "Delays that cause Late Receiver wait states (a synchronous or rendezvous send waiting for "
                + "its receive) indirectly: excess time on the receiver before it posts the receive that "
                + "first made that location wait, or made it late, and whose wait states then propagated to "
                + "the waiting location.",
                "Backward replay from the last wait state to the first: a wait state's costs <i>C</i> are "
                + "the waiting time it causes later (accumulated before the replay reaches it). With "
                + "<i>d(c)</i>, <i>W</i> and <i>w</i> as for the short-term costs, long-term cost: <i>C</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>) &middot; <i>d(c)</i>, charged to <i>c</i> on the delaying "
                + "location; each wait state of the delayer in the interval adds (min(<i>w</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>), 1) + <i>C</i> / (&Sigma;<i>d</i> + <i>W</i>)) times its "
                + "waiting time to its own costs.",
                "Overload on the receiver before it posts the receive.",
                "Post the receive earlier (MPI_Irecv), or balance the work before it."),
                "mpi_latereceiver");
    }
}

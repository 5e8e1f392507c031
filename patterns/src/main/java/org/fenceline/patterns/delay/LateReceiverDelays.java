package org.fenceline.patterns.delay;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Late Receiver delay costs (delay_latereceiver_aggregate): short-term plus long-term. */
public final class LateReceiverDelays extends SumOfChildren {
    public LateReceiverDelays() {
        super("delay_latereceiver_aggregate", "Late Receiver", "sec", "delay_p2p", new Description(
                "Delay costs of Late Receiver wait states (a synchronous or rendezvous send waiting for its "
                + "receive): the waiting time, direct and propagated, charged to the delays on the receiver "
                + "before it posts the receive that caused it.",
                "sum of its children.",
                "Overload on the receiver before it posts the receive.",
                "Post the receive earlier (MPI_Irecv), or balance the work before it."));
    }
}

package org.fenceline.patterns.waitstates;

import org.fenceline.patterns.Description;

/** Late Receiver (mpi_wait_indirect_latereceiver). */
public final class IndirectLateReceiver extends WaitStateShare {
    public IndirectLateReceiver() {
        super("mpi_wait_indirect_latereceiver", "Late Receiver", "mpi_wait_indirect", "mpi_latereceiver", Classification.INDIRECT, new Description(
                "The part of Late Receiver waiting time caused by the receiver's own waiting in the "
                + "synchronisation interval.",
                "For a wait state of <i>w</i> seconds whose delayer waited <i>W</i> seconds itself in the "
                + "synchronisation interval and had &Sigma;<i>d</i> seconds of excess time (notation of the "
                + "delay costs): indirect = min(<i>w</i> / (&Sigma;<i>d</i> + <i>W</i>), 1) &middot; "
                + "<i>W</i>. Charged to the waiting call path.",
                "The receiver waited for someone else before it posted the receive.",
                "Find the root cause with the long-term delay costs."));
    }
}

package org.fenceline.patterns.waitstates;

import org.fenceline.patterns.Description;

/** Late Sender (mpi_wait_indirect_latesender). */
public final class IndirectLateSender extends WaitStateShare {
    public IndirectLateSender() {
        super("mpi_wait_indirect_latesender", "Late Sender", "mpi_wait_indirect", "mpi_latesender", Classification.INDIRECT, new Description(
                "The part of Late Sender waiting time caused by the sender's own waiting in the "
                + "synchronisation interval.",
                "For a wait state of <i>w</i> seconds whose delayer waited <i>W</i> seconds itself in the "
                + "synchronisation interval and had &Sigma;<i>d</i> seconds of excess time (notation of the "
                + "delay costs): indirect = min(<i>w</i> / (&Sigma;<i>d</i> + <i>W</i>), 1) &middot; "
                + "<i>W</i>. Charged to the waiting call path.",
                "A chain of dependencies: the sender waited for someone else before it could send.",
                "Find the root cause with the long-term delay costs; break the chain with non-blocking "
                + "communication."));
    }
}

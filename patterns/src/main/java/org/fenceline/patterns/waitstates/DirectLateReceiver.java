package org.fenceline.patterns.waitstates;

import org.fenceline.patterns.Description;

/** Late Receiver (mpi_wait_direct_latereceiver). */
public final class DirectLateReceiver extends WaitStateShare {
    public DirectLateReceiver() {
        super("mpi_wait_direct_latereceiver", "Late Receiver", "mpi_wait_direct", "mpi_latereceiver", Classification.DIRECT, new Description(
                "The part of Late Receiver waiting time caused directly by excess time on the receiver.",
                "Late Receiver minus its indirect part.",
                "Imbalance between receiver and sender.",
                "Balance the work; the short-term Late Receiver delay costs show where."));
    }
}

package org.fenceline.patterns.waitstates;

import org.fenceline.patterns.Description;

/** Late Sender (mpi_wait_direct_latesender). */
public final class DirectLateSender extends WaitStateShare {
    public DirectLateSender() {
        super("mpi_wait_direct_latesender", "Late Sender", "mpi_wait_direct", "mpi_latesender", Classification.DIRECT, new Description(
                "The part of Late Sender waiting time caused directly by excess time on the sender.",
                "Late Sender minus its indirect part.",
                "Load or communication imbalance between sender and receiver.",
                "Balance the work; the short-term Late Sender delay costs show where."));
    }
}

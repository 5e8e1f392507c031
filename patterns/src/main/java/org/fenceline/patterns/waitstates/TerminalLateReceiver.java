package org.fenceline.patterns.waitstates;

import org.fenceline.patterns.Description;

/** Late Receiver (mpi_wait_terminal_lr). */
public final class TerminalLateReceiver extends WaitStateShare {
    public TerminalLateReceiver() {
        super("mpi_wait_terminal_lr", "Late Receiver", "mpi_wait_terminal", "mpi_latereceiver", Classification.TERMINAL, new Description(
                "The part of Late Receiver waiting time that causes no further point-to-point waiting.",
                "Late Receiver minus its propagating part.",
                "The blocked sender had slack afterwards.",
                "Look at the root causes (delay costs)."));
    }
}

package org.fenceline.patterns.waitstates;

import org.fenceline.patterns.Description;

/** Late Sender (mpi_wait_terminal_ls). */
public final class TerminalLateSender extends WaitStateShare {
    public TerminalLateSender() {
        super("mpi_wait_terminal_ls", "Late Sender", "mpi_wait_terminal", "mpi_latesender", Classification.TERMINAL, new Description(
                "The part of Late Sender waiting time that causes no further point-to-point waiting.",
                "Late Sender minus its propagating part.",
                "The waiting location had enough slack afterwards to absorb the wait.",
                "Look at the root causes (delay costs); terminal waiting costs only this location's time."));
    }
}

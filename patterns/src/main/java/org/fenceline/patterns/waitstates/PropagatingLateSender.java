package org.fenceline.patterns.waitstates;

import org.fenceline.patterns.Description;

/** Late Sender (mpi_wait_propagating_ls). */
public final class PropagatingLateSender extends WaitStateShare {
    public PropagatingLateSender() {
        super("mpi_wait_propagating_ls", "Late Sender", "mpi_wait_propagating", "mpi_latesender", Classification.PROPAGATING, new Description(
                "The part of Late Sender waiting time that causes point-to-point wait states on other "
                + "locations later on.",
                "In the backward replay, a wait state that lies in the synchronisation interval of a later "
                + "point-to-point wait state on another location (between their previous synchronisation and "
                + "the one the other location waited for) delays that location by min(<i>w</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>), 1) times its waiting time (notation of the delay costs); the "
                + "largest such share over all later wait states is its propagating part. Charged to the "
                + "waiting call path. As Scalasca, only point-to-point wait states caused later count.",
                "A receiver that waits is late for its own sends to others: the wait spreads along the "
                + "communication chain.",
                "Remove the delay that caused the first wait; make communication less synchronous "
                + "(non-blocking, fewer dependencies)."));
    }
}

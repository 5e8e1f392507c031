package org.fenceline.patterns.waitstates;

import org.fenceline.patterns.Description;

/** Late Receiver (mpi_wait_propagating_lr). */
public final class PropagatingLateReceiver extends WaitStateShare {
    public PropagatingLateReceiver() {
        super("mpi_wait_propagating_lr", "Late Receiver", "mpi_wait_propagating", "mpi_latereceiver", Classification.PROPAGATING, new Description(
                "The part of Late Receiver waiting time that causes point-to-point wait states on other "
                + "locations later on.",
                "In the backward replay, a wait state that lies in the synchronisation interval of a later "
                + "point-to-point wait state on another location (between their previous synchronisation and "
                + "the one the other location waited for) delays that location by min(<i>w</i> / "
                + "(&Sigma;<i>d</i> + <i>W</i>), 1) times its waiting time (notation of the delay costs); the "
                + "largest such share over all later wait states is its propagating part. Charged to the "
                + "waiting call path. As Scalasca, only point-to-point wait states caused later count.",
                "A sender blocked in a synchronous send is late for its other communication.",
                "Use buffered or non-blocking sends; remove the delay on the receiver."));
    }
}

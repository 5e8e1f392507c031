package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/** Window (mpi_mgmt_win): time spent creating, allocating and freeing one-sided communication windows. */
public final class WindowManagement extends RoleCategory {
    public WindowManagement() {
        super("mpi_mgmt_win", "Window", "mpi_management", new Description(
                "Time spent creating, allocating and freeing one-sided communication windows.",
                "the exclusive time of regions with role WINDOW_MANAGEMENT.",
                "Window creation and freeing are collective and synchronise all members of the window's "
                + "communicator.",
                "Create windows once and reuse them for many epochs."),
                RegionRole.WINDOW_MANAGEMENT);
    }
}

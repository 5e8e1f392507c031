package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/** Communicator (mpi_mgmt_comm): time spent creating, splitting, duplicating and freeing communicators and groups. */
public final class CommunicatorManagement extends RoleCategory {
    public CommunicatorManagement() {
        super("mpi_mgmt_comm", "Communicator", "mpi_management", new Description(
                "Time spent creating, splitting, duplicating and freeing communicators and groups.",
                "the exclusive time of regions with role COMM_MANAGEMENT.",
                "Communicator creation is collective and synchronises its members; repeated creation "
                + "multiplies the cost.",
                "Create communicators once, outside loops, and reuse them."),
                RegionRole.COMM_MANAGEMENT);
    }
}

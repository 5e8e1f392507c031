package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/**
 * Management (mpi_management): time spent in MPI management calls: initialisation and finalisation, communicator,
 * file and window handling.
 */
public final class MpiManagement extends RoleCategory {
    public MpiManagement() {
        super("mpi_management", "Management", "mpi", new Description(
                "Time spent in MPI management calls: initialisation and finalisation, communicator, file and "
                + "window handling.",
                "the exclusive time of regions with role INIT_FINALIZE, COMM_MANAGEMENT, FILE_MANAGEMENT or "
                + "WINDOW_MANAGEMENT.",
                "One-off setup costs; communicator, file or window creation inside loops; load imbalance "
                + "before collective management calls.",
                "Create communicators and windows, and open files, once and reuse them."),
                RegionRole.INIT_FINALIZE, RegionRole.COMM_MANAGEMENT, RegionRole.FILE_MANAGEMENT,
                RegionRole.WINDOW_MANAGEMENT);
    }
}

package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/** Init/Finalize (mpi_init_exit): time spent in MPI_Init, MPI_Init_thread and MPI_Finalize. */
public final class InitFinalize extends RoleCategory {
    public InitFinalize() {
        super("mpi_init_exit", "Init/Finalize", "mpi_management", new Description(
                "Time spent in MPI_Init, MPI_Init_thread and MPI_Finalize.",
                "the exclusive time of regions with role INIT_FINALIZE.",
                "Start-up cost of the MPI runtime; processes that finish early wait in MPI_Finalize for "
                + "the others.",
                "If large, look at Wait at Finalize: the program's final phase is imbalanced, or uses "
                + "more processes than it can keep busy."),
                RegionRole.INIT_FINALIZE);
    }
}

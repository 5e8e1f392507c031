package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/** Collective (mpi_collective): time spent in collective communication (every collective except MPI_Barrier). */
public final class Collective extends RoleCategory {
    public Collective() {
        super("mpi_collective", "Collective", "mpi_communication", new Description(
                "Time spent in collective communication (every collective except MPI_Barrier).",
                "the exclusive time of regions with a COLLECTIVE_* role.",
                "Mostly processes waiting for the last one to arrive; also the transfer.",
                "See the collective wait states below; balance the work before collectives, and combine "
                + "small collectives into fewer larger ones."),
                RegionRole.COLLECTIVE_ONE_TO_ALL, RegionRole.COLLECTIVE_ALL_TO_ONE, RegionRole.COLLECTIVE_ALL_TO_ALL,
                RegionRole.COLLECTIVE_SCAN, RegionRole.COLLECTIVE_OTHER);
    }
}

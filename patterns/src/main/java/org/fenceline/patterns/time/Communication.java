package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/**
 * Communication (mpi_communication): time spent in MPI communication calls: point-to-point, collective and one-
 * sided.
 */
public final class Communication extends RoleCategory {
    public Communication() {
        super("mpi_communication", "Communication", "mpi", new Description(
                "Time spent in MPI communication calls: point-to-point, collective and one-sided.",
                "the exclusive time of regions with a point-to-point, collective (other than barrier) or "
                + "one-sided communication role.",
                "Data transfer and, mostly, waiting for partners.",
                "Expand the metric tree: the wait-state metrics tell waiting from transfer."),
                RegionRole.POINT_TO_POINT, RegionRole.COLLECTIVE_ONE_TO_ALL, RegionRole.COLLECTIVE_ALL_TO_ONE,
                RegionRole.COLLECTIVE_ALL_TO_ALL, RegionRole.COLLECTIVE_SCAN, RegionRole.COLLECTIVE_OTHER,
                RegionRole.RMA_COMMUNICATION);
    }
}

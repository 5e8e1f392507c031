package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/**
 * Point-to-point (mpi_point2point): time spent in point-to-point calls: sends, receives, probes, and waits and
 * tests on their requests.
 */
public final class PointToPoint extends RoleCategory {
    public PointToPoint() {
        super("mpi_point2point", "Point-to-point", "mpi_communication", new Description(
                "Time spent in point-to-point calls: sends, receives, probes, and waits and tests on "
                + "their requests.",
                "the exclusive time of regions with role POINT_TO_POINT.",
                "Waiting for partners (Late Sender, Late Receiver) and transfer time.",
                "See the Late Sender and Late Receiver metrics; overlap communication with computation "
                + "using non-blocking calls."),
                RegionRole.POINT_TO_POINT);
    }
}

package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.Definitions;

/** Computation (comp): time spent outside MPI: the program's own work. */
public final class Computation extends TimeCategory {
    public Computation() {
        super("comp", "Computation", "execution", new Description(
                "Time spent outside MPI: the program's own work.",
                "<i>execution</i> &minus; <i>mpi</i>: the exclusive time of call paths whose region is "
                + "neither an MPI call nor a buffer flush.",
                "The algorithm itself; unevenly distributed computation shows up as wait states in MPI on "
                + "other locations.",
                "Compare the locations: an uneven distribution points at load imbalance; balance the work "
                + "before tuning communication."));
    }

    @Override
    protected boolean includes(Definitions.Region region) {
        return !isOverhead(region) && !isMpi(region);
    }
}

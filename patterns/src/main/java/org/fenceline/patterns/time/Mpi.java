package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.Definitions;

/** MPI (mpi): time spent in MPI calls. */
public final class Mpi extends TimeCategory {
    public Mpi() {
        super("mpi", "MPI", "execution", new Description(
                "Time spent in MPI calls.",
                "the exclusive time of call paths whose region is an MPI call (any MPI role, or role "
                + "FUNCTION with paradigm MPI).",
                "Communication, synchronisation and the waiting they imply.",
                "Expand the metric tree to see which class of MPI call dominates; the wait-state metrics "
                + "below say why."));
    }

    @Override
    protected boolean includes(Definitions.Region region) {
        return isMpi(region);
    }
}

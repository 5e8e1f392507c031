package org.fenceline.patterns.counts;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** MPI synchronizations (syncs). */
public final class Syncs extends SumOfChildren {
    public Syncs() {
        super("syncs", "MPI synchronizations", "occ", null, new Description(
                "Number of MPI synchronisation operations: messages without data, collectives that "
                        + "move no data (e.g. barriers) and one-sided synchronisation calls.",
                "sum of its children.",
                "Coordination between processes.",
                "Check that each synchronisation is needed for correctness."));
    }
}

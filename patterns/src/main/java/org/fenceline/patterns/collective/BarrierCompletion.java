package org.fenceline.patterns.collective;

import org.fenceline.analyzer.pattern.CollectiveKind;
import org.fenceline.patterns.Description;

/** Barrier Completion (mpi_barrier_completion): time spent in MPI_Barrier after the first process has left it. */
public final class BarrierCompletion extends CollectiveCompletion {
    public BarrierCompletion() {
        super("mpi_barrier_completion", "Barrier Completion", "mpi_sync_collective", CollectiveKind.BARRIER,
                new Description(
                "Time spent in MPI_Barrier after the first process has left it.",
                "<i>completion</i> = max(0, END &minus; max(earliest END, min(latest BEGIN, END))), "
                        + "earliest END over all members, charged to the barrier's call path on every member.",
                "The barrier's implementation (its message rounds) or interference from other "
                        + "processes; all should leave at about the same time.",
                "Nothing in the program, usually; large values point at the MPI implementation or a "
                        + "loaded machine."));
    }
}

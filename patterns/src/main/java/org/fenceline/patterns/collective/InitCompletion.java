package org.fenceline.patterns.collective;

import org.fenceline.analyzer.pattern.CollectiveKind;
import org.fenceline.patterns.Description;

/**
 * Initialization Completion (mpi_init_completion): time spent in MPI_Init (or MPI_Init_thread) after the first
 * process has left it.
 */
public final class InitCompletion extends CollectiveCompletion {
    public InitCompletion() {
        super("mpi_init_completion", "Initialization Completion", "mpi_init_exit", CollectiveKind.INIT, new Description(
                "Time spent in MPI_Init (or MPI_Init_thread) after the first process has left it.",
                "over all locations' first MPI_Init call: <i>completion</i> = max(0, END &minus; "
                        + "max(earliest END, min(latest BEGIN, END))), charged to MPI_Init's call path on every "
                        + "location. Scalasca counts no waiting time in MPI_Init.",
                "MPI start-up that finishes unevenly across processes, or other jobs interfering with "
                        + "some of them.",
                "Usually nothing: it is a one-off cost. If large, check the runtime's start-up and the "
                        + "machine's load."));
    }
}

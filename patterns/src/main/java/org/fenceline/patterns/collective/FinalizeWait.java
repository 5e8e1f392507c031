package org.fenceline.patterns.collective;

import org.fenceline.analyzer.pattern.CollectiveKind;
import org.fenceline.analyzer.pattern.CollectiveSync;
import org.fenceline.patterns.Description;

/** Wait at Finalize (mpi_finalize_wait): time spent in MPI_Finalize waiting for the last process to reach it. */
public final class FinalizeWait extends CollectiveWait {
    public FinalizeWait() {
        super("mpi_finalize_wait", "Wait at Finalize", "mpi_init_exit", CollectiveKind.FINALIZE, new Description(
                "Time spent in MPI_Finalize waiting for the last process to reach it.",
                "over all locations' first MPI_Finalize call: <i>wait</i> = max(0, min(latest BEGIN, "
                        + "END) &minus; BEGIN), charged to MPI_Finalize's call path on every location.",
                "Load imbalance at the end of the run: some processes finish their work earlier than "
                        + "others.",
                "Balance the final phase's work, or use fewer processes for it."));
    }

    @Override
    long waitNs(CollectiveSync s) {
        return SynchronizationTimes.wait(s);
    }
}

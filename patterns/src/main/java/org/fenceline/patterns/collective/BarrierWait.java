package org.fenceline.patterns.collective;

import org.fenceline.analyzer.pattern.CollectiveKind;
import org.fenceline.analyzer.pattern.CollectiveSync;
import org.fenceline.patterns.Description;

/** Wait at Barrier (mpi_barrier_wait): time spent in MPI_Barrier waiting for the last process to enter it. */
public final class BarrierWait extends CollectiveWait {
    public BarrierWait() {
        super("mpi_barrier_wait", "Wait at Barrier", "mpi_sync_collective", CollectiveKind.BARRIER, new Description(
                "Time spent in MPI_Barrier waiting for the last process to enter it.",
                "<i>wait</i> = max(0, min(latest BEGIN, END) &minus; BEGIN), latest BEGIN over all "
                        + "members of the communicator, charged to the barrier's call path on every member. "
                        + "Communicators of size 1 are skipped.",
                "Load imbalance before the barrier.",
                "Move work from the processes that arrive last to those that wait longest; remove the "
                        + "barrier if correctness does not need it."));
    }

    @Override
    long waitNs(CollectiveSync s) {
        return SynchronizationTimes.wait(s);
    }
}

package org.fenceline.patterns.collective;

import org.fenceline.analyzer.pattern.CollectiveKind;
import org.fenceline.analyzer.pattern.CollectiveSync;
import org.fenceline.patterns.Description;

/**
 * Early Scan (mpi_earlyscan): time a process waits in MPI_Scan or MPI_Exscan because it entered before a lower-
 * ranked process that sends data.
 */
public final class EarlyScan extends CollectiveWait {
    public EarlyScan() {
        super("mpi_earlyscan", "Early Scan", "mpi_collective", CollectiveKind.SCAN, new Description(
                "Time a process waits in MPI_Scan or MPI_Exscan because it entered before a "
                        + "lower-ranked process that sends data.",
                "latest = latest BEGIN of the ranks 0..<i>n</i> (this one included) that send data; if "
                        + "this rank began before it: <i>wait</i> = max(0, min(latest, END) &minus; BEGIN), at "
                        + "the operation's call path. Only the receiving side is covered (as in Scalasca).",
                "Load imbalance: higher ranks arrive earlier than lower ones.",
                "Balance the work before the scan, especially on low ranks."));
    }

    @Override
    long waitNs(CollectiveSync s) {
        return SynchronizationTimes.wait(s);
    }
}

package org.fenceline.patterns.rma;

import org.fenceline.analyzer.pattern.ExposureEpoch;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** Early Wait (mpi_rma_early_wait): a target in MPI_Win_wait until the last origin entered MPI_Win_complete. */
public final class EarlyWait extends CatalogPattern {
    public EarlyWait() {
        super("mpi_rma_early_wait", "Early Wait", "sec", "mpi_rma_sync_active", new Description(
                "Time a target spends in MPI_Win_wait waiting for the last origin of its exposure epoch to"
                        + " complete its access epoch (the seed's \"Late All Complete\").",
                "<i>lastComplete</i> = latest MPI_Win_complete ENTER over the origins' access epochs matched"
                        + " to the exposure epoch; if <i>lastComplete</i> &gt; ENTER<sub>wait</sub>: <i>idle</i> ="
                        + " min(<i>lastComplete</i>, exit<sub>wait</sub>) &minus; ENTER<sub>wait</sub> (the"
                        + " minimum only guards against clock condition violations). Charged to the wait's call"
                        + " path on the target. An epoch closed by MPI_Win_test has no waiting time: a test does"
                        + " not block.",
                "The target enters the wait early: it has less work than its origins, or an origin completes"
                        + " late (see Late Complete).",
                "Give the target useful work before MPI_Win_wait, or poll with MPI_Win_test between pieces of"
                        + " work; balance the work of origins and targets."));
    }

    /** The waiting time of a closed exposure epoch (ns), 0 if none. */
    static long idle(ExposureEpoch e) {
        if (e.closedByTest() || e.lastCompleteEnter() <= e.closeEnter()) {
            return 0;
        }
        return Math.min(e.lastCompleteEnter(), e.closeLeave()) - e.closeEnter();
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void exposureEpochClosed(ExposureEpoch e) {
                long idle = idle(e);
                if (idle > 0) {
                    context.addNanos(e.closeCallPath(), idle);
                    context.instance(e.closeCallPath(), e.closeEnter(), e.closeEnter() + idle, idle,
                            e.lastCompleteOrigin(), e.lastCompleteEnter(), e.lastCompleteLeave());
                }
            }
        };
    }
}

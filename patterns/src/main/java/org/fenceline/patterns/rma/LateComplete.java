package org.fenceline.patterns.rma;

import org.fenceline.analyzer.pattern.ExposureEpoch;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/** Late Complete (mpi_rma_late_complete): the part of Early Wait after the origins' last access to the target. */
public final class LateComplete extends CatalogPattern {
    public LateComplete() {
        super("mpi_rma_late_complete", "Late Complete", "sec", "mpi_rma_early_wait", new Description(
                "The part of Early Wait between the origins' last one-sided operation on this target and the"
                        + " last MPI_Win_complete: the target waits although all data has been transferred,"
                        + " because an origin calls MPI_Win_complete late.",
                "only when Early Wait &gt; 0: <i>lastOp</i> = latest leave of the one-sided operation calls of"
                        + " the matched access epochs that target this process; <i>idle</i> ="
                        + " min(<i>lastComplete</i>, exit<sub>wait</sub>) &minus; max(<i>lastOp</i>,"
                        + " ENTER<sub>wait</sub>). If no origin accessed the target, the whole Early Wait is Late"
                        + " Complete. Charged to the wait's call path on the target.",
                "The origin does other work between its last operation and MPI_Win_complete.",
                "Call MPI_Win_complete immediately after the epoch's last one-sided operation; move the"
                        + " origin's other work after the complete."));
    }

    @Override
    public ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void exposureEpochClosed(ExposureEpoch e) {
                long earlyWait = EarlyWait.idle(e);
                if (earlyWait <= 0) {
                    return;
                }
                long from = Math.max(e.lastOperationLeave(), e.closeEnter());
                long to = e.closeEnter() + earlyWait;
                if (to > from) {
                    context.addNanos(e.closeCallPath(), to - from);
                    context.instance(e.closeCallPath(), from, to, to - from, e.lastCompleteOrigin(), from,
                            e.lastCompleteEnter());
                }
            }
        };
    }
}

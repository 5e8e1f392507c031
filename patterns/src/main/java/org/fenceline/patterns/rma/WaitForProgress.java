package org.fenceline.patterns.rma;

import org.fenceline.analyzer.pattern.PassiveTargetCall;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/**
 * Wait for Progress: an origin's passive-target call waiting for a target that computes outside MPI and so does
 * not serve the origin's request (an emulated transfer, a lock request) until it calls MPI. Counted from the
 * call's ENTER, the end of its lock contention, or the moment the target left MPI, whichever is last, until
 * the target entered MPI again.
 */
abstract class WaitForProgress extends CatalogPattern {
    private final boolean inSynchronization;

    WaitForProgress(String id, String parentId, boolean inSynchronization, Description description) {
        super(id, "Wait for Progress", "sec", parentId, description);
        this.inSynchronization = inSynchronization;
    }

    @Override
    public final ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void passiveTargetCall(PassiveTargetCall c) {
                if (c.isSynchronization() != inSynchronization || c.progressTarget() < 0) {
                    return;
                }
                long start = Math.max(LockWaitInterval.end(c), c.progressTargetLeft());
                long idle = c.progressTargetEntry() - start;
                if (idle > 0) {
                    context.addNanos(c.callPath(), idle);
                    context.instance(c.callPath(), start, c.progressTargetEntry(), idle, c.progressTarget(),
                            c.progressTargetEntry(), c.progressTargetEntry());
                }
            }
        };
    }

    /** The description both variants share, naming the calls each is charged to. */
    static Description description(String calls) {
        return new Description(
                "Time an origin spends in " + calls + " of a lock epoch waiting for the target to call MPI:"
                        + " while the target computes outside MPI it does not serve the origin's requests (lock"
                        + " requests, emulated transfers), which need the target's progress.",
                "for a call during which the target entered an MPI region, taking the target's last stretch"
                        + " outside MPI that ended inside the call: <i>idle</i> = ENTER<sub>target's MPI call</sub>"
                        + " &minus; max(ENTER, end of the call's Lock Contention, EXIT<sub>target's previous MPI"
                        + " call</sub>); with several targets (lock_all, flush_all) the one that entered MPI last."
                        + " Charged to the call's call path on the origin; the target is the instance's partner.",
                "The target computes for long stretches without calling MPI while origins access its window"
                        + " in passive-target epochs, and the runtime needs the target to make progress (no"
                        + " direct remote memory access, or no progress thread).",
                "Let the target call MPI now and then during long computations (e.g. MPI_Win_flush or"
                        + " MPI_Iprobe), allocate windows in memory the network can write directly"
                        + " (MPI_Win_allocate), or enable an asynchronous progress thread.");
    }
}

package org.fenceline.patterns.rma;

import org.fenceline.analyzer.pattern.PassiveTargetCall;
import org.fenceline.analyzer.pattern.PatternContext;
import org.fenceline.analyzer.pattern.ReplayListener;
import org.fenceline.patterns.CatalogPattern;
import org.fenceline.patterns.Description;

/**
 * Lock Contention: an origin's call waiting for a window lock that another origin holds. The runtime records
 * the real grant (LOCK_ACQUIRED), so the epochs on a lock are ordered as they were granted and the holder waited
 * for is known, where Scalasca reconstructs the order from the unlock times. The waiting is charged to the call
 * in which the grant happened (the lock itself, or the first operation or the unlock of a lazily acquired lock):
 * the synchronisation variant for lock/unlock/flush calls, the communication variant for one-sided operations.
 */
abstract class LockContention extends CatalogPattern {
    private final boolean inSynchronization;

    LockContention(String id, String parentId, boolean inSynchronization, Description description) {
        super(id, "Lock Contention", "sec", parentId, description);
        this.inSynchronization = inSynchronization;
    }

    @Override
    public final ReplayListener listener(PatternContext context) {
        return new ReplayListener() {
            @Override
            public void passiveTargetCall(PassiveTargetCall c) {
                if (c.isSynchronization() != inSynchronization || c.lockHolder() < 0) {
                    return;
                }
                long start = LockWaitInterval.start(c);
                long idle = LockWaitInterval.end(c) - start;
                if (idle > 0) {
                    context.addNanos(c.callPath(), idle);
                    context.instance(c.callPath(), start, start + idle, idle, c.lockHolder(), c.holderGrant(),
                            c.holderRelease());
                }
            }
        };
    }

    /** The description both variants share, naming the calls each is charged to. */
    static Description description(String calls) {
        return new Description(
                "Time an origin spends in " + calls + " waiting for a window lock that another origin holds:"
                        + " an exclusive lock waits for every earlier holder, a shared lock only for exclusive"
                        + " ones.",
                "the lock epochs on one target's window are ordered by their real grant (LOCK_ACQUIRED); the"
                        + " holder is the conflicting epoch granted earlier that was released last, if it still"
                        + " held the lock when this epoch requested it. In the call that recorded the grant:"
                        + " <i>idle</i> = min(release<sub>holder</sub>, grant, exit) &minus; max(request, ENTER)."
                        + " Charged to that call's call path on the waiting origin; the holder is the instance's"
                        + " partner.",
                "Several origins need the same target's lock at the same time; long lock epochs (computation"
                        + " or many operations while holding the lock); exclusive locks where shared ones would"
                        + " do.",
                "Keep lock epochs short (lock, transfer, unlock); use MPI_LOCK_SHARED for accesses that do not"
                        + " conflict; spread the data over more targets so that origins lock different ones.");
    }
}

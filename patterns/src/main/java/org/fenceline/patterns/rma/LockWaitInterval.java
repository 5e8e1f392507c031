package org.fenceline.patterns.rma;

import org.fenceline.analyzer.pattern.PassiveTargetCall;

/**
 * When a call waited for a lock another origin held: from its start (the call's ENTER, or the request if later)
 * until the holder released the lock, within the call and no later than the grant. Lock Contention charges this
 * interval; Wait for Progress counts only what comes after it, so the two never overlap.
 */
final class LockWaitInterval {
    private LockWaitInterval() {
    }

    static long start(PassiveTargetCall c) {
        return Math.max(c.enter(), c.lockRequest());
    }

    /** End of the wait for the holder, or the call's ENTER if it waited for none. */
    static long end(PassiveTargetCall c) {
        if (c.lockHolder() < 0) {
            return c.enter();
        }
        return Math.max(start(c), Math.min(Math.min(c.holderRelease(), c.lockGrant()), c.leave()));
    }
}

package org.fenceline.tracer.device;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * Device state of one rank: its matching queues (guarded by this object's monitor) and the thread
 * that waits in it, so that deliveries and interrupts can wake it.
 */
final class RankEndpoint {
    final int rank;
    final MatchingQueues matching = new MatchingQueues();
    private volatile Thread waiter;
    /** Bumped by senders that cancel a message this rank may hold as unexpected. */
    private final AtomicInteger withdrawals = new AtomicInteger();
    private int withdrawalsSeen;

    RankEndpoint(int rank) {
        this.rank = rank;
    }

    void enterWait() {
        waiter = Thread.currentThread();
    }

    void leaveWait() {
        waiter = null;
    }

    /** True while the rank is inside {@code await}. */
    boolean waiting() {
        return waiter != null;
    }

    void unpark() {
        Thread thread = waiter;
        if (thread != null) {
            LockSupport.unpark(thread);
        }
    }

    void noteWithdrawal() {
        withdrawals.incrementAndGet();
        unpark();
    }

    /** Called under the monitor: drops cancelled unexpected messages once per cancellation wave. */
    void purgeWithdrawn() {
        int seen = withdrawals.get();
        if (seen != withdrawalsSeen) {
            withdrawalsSeen = seen;
            matching.purgeWithdrawn();
        }
    }
}

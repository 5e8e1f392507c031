package org.fenceline.patterns.delay;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Lock Contention delay costs (delay_rma_lock_contention_aggregate): short-term plus long-term. */
public final class LockContentionDelays extends SumOfChildren {
    public LockContentionDelays() {
        super("delay_rma_lock_contention_aggregate", "Lock Contention", "sec", "delay_rma", new Description(
                "Delay costs of Lock Contention wait states (an origin waiting for a lock another origin "
                + "holds): the waiting time, direct and propagated, charged to the delays on the holder of "
                + "the lock, during its lock epoch that caused it.",
                "sum of its children.",
                "Long lock epochs: the holder computes or communicates while it holds the lock.",
                "Keep lock epochs short (lock, access, unlock); use shared locks where accesses do not "
                + "conflict, or atomics instead of locks."));
    }
}

package org.fenceline.patterns.delay;

/** Lock Contention delay costs (delay_rma_lock_contention_aggregate): short-term plus long-term. */
public final class LockContentionDelays extends DelayAggregate {
    public LockContentionDelays() {
        super(DelayKind.LOCK_CONTENTION);
    }
}

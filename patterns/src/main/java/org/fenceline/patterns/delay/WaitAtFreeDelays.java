package org.fenceline.patterns.delay;

/** Wait at Free delay costs (delay_rma_wait_at_free_aggregate): short-term plus long-term. */
public final class WaitAtFreeDelays extends DelayAggregate {
    public WaitAtFreeDelays() {
        super(DelayKind.WAIT_AT_FREE);
    }
}

package org.fenceline.patterns.delay;

/** Wait at Create delay costs (delay_rma_wait_at_create_aggregate): short-term plus long-term. */
public final class WaitAtCreateDelays extends DelayAggregate {
    public WaitAtCreateDelays() {
        super(DelayKind.WAIT_AT_CREATE);
    }
}

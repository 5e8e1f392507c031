package org.fenceline.patterns.delay;

/** Early Wait delay costs (delay_rma_early_wait_aggregate): short-term plus long-term. */
public final class EarlyWaitDelays extends DelayAggregate {
    public EarlyWaitDelays() {
        super(DelayKind.EARLY_WAIT);
    }
}

package org.fenceline.patterns.delay;

/** Early Fence delay costs (delay_rma_early_fence_aggregate): short-term plus long-term. */
public final class EarlyFenceDelays extends DelayAggregate {
    public EarlyFenceDelays() {
        super(DelayKind.EARLY_FENCE);
    }
}

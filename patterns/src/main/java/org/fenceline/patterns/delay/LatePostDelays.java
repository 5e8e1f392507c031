package org.fenceline.patterns.delay;

/** Late Post delay costs (delay_rma_late_post_aggregate): short-term plus long-term. */
public final class LatePostDelays extends DelayAggregate {
    public LatePostDelays() {
        super(DelayKind.LATE_POST);
    }
}

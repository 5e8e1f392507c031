package org.fenceline.patterns.delay;

/** Late Complete delay costs (delay_rma_late_complete_aggregate): short-term plus long-term. */
public final class LateCompleteDelays extends DelayAggregate {
    public LateCompleteDelays() {
        super(DelayKind.LATE_COMPLETE);
    }
}

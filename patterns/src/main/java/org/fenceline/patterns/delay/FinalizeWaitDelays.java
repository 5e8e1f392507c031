package org.fenceline.patterns.delay;

/** Wait at Finalize delay costs (delay_finalize_aggregate): short-term plus long-term. */
public final class FinalizeWaitDelays extends DelayAggregate {
    public FinalizeWaitDelays() {
        super(DelayKind.WAIT_AT_FINALIZE);
    }
}

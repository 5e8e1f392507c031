package org.fenceline.patterns.delay;

/** Wait for Progress delay costs (delay_rma_wait_for_progress_aggregate): short-term plus long-term. */
public final class WaitForProgressDelays extends DelayAggregate {
    public WaitForProgressDelays() {
        super(DelayKind.WAIT_FOR_PROGRESS);
    }
}

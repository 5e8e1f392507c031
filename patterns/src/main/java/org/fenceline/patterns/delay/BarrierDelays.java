package org.fenceline.patterns.delay;

/** Wait at Barrier delay costs (delay_barrier_aggregate): short-term plus long-term. */
public final class BarrierDelays extends DelayAggregate {
    public BarrierDelays() {
        super(DelayKind.BARRIER);
    }
}

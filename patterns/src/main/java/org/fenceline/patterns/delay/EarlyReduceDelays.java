package org.fenceline.patterns.delay;

/** Early Reduce delay costs (delay_n21_aggregate): short-term plus long-term. */
public final class EarlyReduceDelays extends DelayAggregate {
    public EarlyReduceDelays() {
        super(DelayKind.EARLY_REDUCE);
    }
}

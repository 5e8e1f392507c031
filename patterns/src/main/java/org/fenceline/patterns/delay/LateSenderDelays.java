package org.fenceline.patterns.delay;

/** Late Sender delay costs (delay_latesender_aggregate): short-term plus long-term. */
public final class LateSenderDelays extends DelayAggregate {
    public LateSenderDelays() {
        super(DelayKind.LATE_SENDER);
    }
}

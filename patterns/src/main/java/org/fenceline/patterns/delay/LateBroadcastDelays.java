package org.fenceline.patterns.delay;

/** Late Broadcast delay costs (delay_12n_aggregate): short-term plus long-term. */
public final class LateBroadcastDelays extends DelayAggregate {
    public LateBroadcastDelays() {
        super(DelayKind.LATE_BROADCAST);
    }
}

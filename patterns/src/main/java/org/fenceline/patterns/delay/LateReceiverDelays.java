package org.fenceline.patterns.delay;

/** Late Receiver delay costs (delay_latereceiver_aggregate): short-term plus long-term. */
public final class LateReceiverDelays extends DelayAggregate {
    public LateReceiverDelays() {
        super(DelayKind.LATE_RECEIVER);
    }
}

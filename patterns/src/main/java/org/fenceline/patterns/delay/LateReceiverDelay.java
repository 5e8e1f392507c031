package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Short-term Late Receiver delay costs (delay_latereceiver). */
public final class LateReceiverDelay extends DelayCosts {
    public LateReceiverDelay() {
        super(DelayKind.LATE_RECEIVER, DelayTerm.SHORT);
    }
}

package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Long-term Late Receiver delay costs (delay_latereceiver_longterm). */
public final class LateReceiverLongTermDelay extends DelayCosts {
    public LateReceiverLongTermDelay() {
        super(DelayKind.LATE_RECEIVER, DelayTerm.LONG);
    }
}

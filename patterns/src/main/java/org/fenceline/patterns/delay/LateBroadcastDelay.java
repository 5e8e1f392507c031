package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Short-term Late Broadcast delay costs (delay_12n). */
public final class LateBroadcastDelay extends DelayCosts {
    public LateBroadcastDelay() {
        super(DelayKind.LATE_BROADCAST, DelayTerm.SHORT);
    }
}

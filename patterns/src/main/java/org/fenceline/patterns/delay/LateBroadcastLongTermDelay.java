package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Long-term Late Broadcast delay costs (delay_12n_longterm). */
public final class LateBroadcastLongTermDelay extends DelayCosts {
    public LateBroadcastLongTermDelay() {
        super(DelayKind.LATE_BROADCAST, DelayTerm.LONG);
    }
}

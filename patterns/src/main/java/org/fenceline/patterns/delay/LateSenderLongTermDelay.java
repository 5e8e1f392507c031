package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Long-term Late Sender delay costs (delay_latesender_longterm). */
public final class LateSenderLongTermDelay extends DelayCosts {
    public LateSenderLongTermDelay() {
        super(DelayKind.LATE_SENDER, DelayTerm.LONG);
    }
}

package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Short-term Late Sender delay costs (delay_latesender). */
public final class LateSenderDelay extends DelayCosts {
    public LateSenderDelay() {
        super(DelayKind.LATE_SENDER, DelayTerm.SHORT);
    }
}

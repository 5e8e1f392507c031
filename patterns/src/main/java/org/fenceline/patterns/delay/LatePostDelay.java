package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Short-term Late Post delay costs (delay_rma_late_post). */
public final class LatePostDelay extends DelayCosts {
    public LatePostDelay() {
        super(DelayKind.LATE_POST, DelayTerm.SHORT);
    }
}

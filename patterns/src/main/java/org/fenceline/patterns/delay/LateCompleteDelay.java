package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Short-term Late Complete delay costs (delay_rma_late_complete). */
public final class LateCompleteDelay extends DelayCosts {
    public LateCompleteDelay() {
        super(DelayKind.LATE_COMPLETE, DelayTerm.SHORT);
    }
}

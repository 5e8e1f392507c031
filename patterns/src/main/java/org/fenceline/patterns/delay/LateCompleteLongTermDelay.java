package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Long-term Late Complete delay costs (delay_rma_late_complete_longterm). */
public final class LateCompleteLongTermDelay extends DelayCosts {
    public LateCompleteLongTermDelay() {
        super(DelayKind.LATE_COMPLETE, DelayTerm.LONG);
    }
}

package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Long-term Early Wait delay costs (delay_rma_early_wait_longterm). */
public final class EarlyWaitLongTermDelay extends DelayCosts {
    public EarlyWaitLongTermDelay() {
        super(DelayKind.EARLY_WAIT, DelayTerm.LONG);
    }
}

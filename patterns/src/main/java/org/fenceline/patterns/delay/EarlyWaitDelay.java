package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Short-term Early Wait delay costs (delay_rma_early_wait). */
public final class EarlyWaitDelay extends DelayCosts {
    public EarlyWaitDelay() {
        super(DelayKind.EARLY_WAIT, DelayTerm.SHORT);
    }
}

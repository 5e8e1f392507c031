package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Short-term Wait at Free delay costs (delay_rma_wait_at_free). */
public final class WaitAtFreeDelay extends DelayCosts {
    public WaitAtFreeDelay() {
        super(DelayKind.WAIT_AT_FREE, DelayTerm.SHORT);
    }
}

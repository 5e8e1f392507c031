package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Short-term Wait at Create delay costs (delay_rma_wait_at_create). */
public final class WaitAtCreateDelay extends DelayCosts {
    public WaitAtCreateDelay() {
        super(DelayKind.WAIT_AT_CREATE, DelayTerm.SHORT);
    }
}

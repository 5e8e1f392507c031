package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Short-term Wait at Fence delay costs (delay_rma_wait_at_fence). */
public final class WaitAtFenceDelay extends DelayCosts {
    public WaitAtFenceDelay() {
        super(DelayKind.WAIT_AT_FENCE, DelayTerm.SHORT);
    }
}

package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Long-term Wait at Fence delay costs (delay_rma_wait_at_fence_longterm). */
public final class WaitAtFenceLongTermDelay extends DelayCosts {
    public WaitAtFenceLongTermDelay() {
        super(DelayKind.WAIT_AT_FENCE, DelayTerm.LONG);
    }
}

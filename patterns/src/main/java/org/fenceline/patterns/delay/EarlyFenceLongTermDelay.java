package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Long-term Early Fence delay costs (delay_rma_early_fence_longterm). */
public final class EarlyFenceLongTermDelay extends DelayCosts {
    public EarlyFenceLongTermDelay() {
        super(DelayKind.EARLY_FENCE, DelayTerm.LONG);
    }
}

package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Short-term Early Fence delay costs (delay_rma_early_fence). */
public final class EarlyFenceDelay extends DelayCosts {
    public EarlyFenceDelay() {
        super(DelayKind.EARLY_FENCE, DelayTerm.SHORT);
    }
}

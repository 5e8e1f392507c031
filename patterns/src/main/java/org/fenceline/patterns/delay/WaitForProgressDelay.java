package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Short-term Wait for Progress delay costs (delay_rma_wait_for_progress). */
public final class WaitForProgressDelay extends DelayCosts {
    public WaitForProgressDelay() {
        super(DelayKind.WAIT_FOR_PROGRESS, DelayTerm.SHORT);
    }
}

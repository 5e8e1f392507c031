package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Short-term Lock Contention delay costs (delay_rma_lock_contention). */
public final class LockContentionDelay extends DelayCosts {
    public LockContentionDelay() {
        super(DelayKind.LOCK_CONTENTION, DelayTerm.SHORT);
    }
}

package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Long-term Lock Contention delay costs (delay_rma_lock_contention_longterm). */
public final class LockContentionLongTermDelay extends DelayCosts {
    public LockContentionLongTermDelay() {
        super(DelayKind.LOCK_CONTENTION, DelayTerm.LONG);
    }
}

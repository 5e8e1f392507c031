package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Short-term Wait at Finalize delay costs (delay_finalize). */
public final class FinalizeWaitDelay extends DelayCosts {
    public FinalizeWaitDelay() {
        super(DelayKind.WAIT_AT_FINALIZE, DelayTerm.SHORT);
    }
}

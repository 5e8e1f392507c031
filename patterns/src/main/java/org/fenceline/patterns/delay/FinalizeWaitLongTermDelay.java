package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Long-term Wait at Finalize delay costs (delay_finalize_longterm). */
public final class FinalizeWaitLongTermDelay extends DelayCosts {
    public FinalizeWaitLongTermDelay() {
        super(DelayKind.WAIT_AT_FINALIZE, DelayTerm.LONG);
    }
}

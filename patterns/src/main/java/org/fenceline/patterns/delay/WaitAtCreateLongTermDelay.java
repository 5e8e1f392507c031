package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Long-term Wait at Create delay costs (delay_rma_wait_at_create_longterm). */
public final class WaitAtCreateLongTermDelay extends DelayCosts {
    public WaitAtCreateLongTermDelay() {
        super(DelayKind.WAIT_AT_CREATE, DelayTerm.LONG);
    }
}

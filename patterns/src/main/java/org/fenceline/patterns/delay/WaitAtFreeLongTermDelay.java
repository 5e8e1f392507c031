package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Long-term Wait at Free delay costs (delay_rma_wait_at_free_longterm). */
public final class WaitAtFreeLongTermDelay extends DelayCosts {
    public WaitAtFreeLongTermDelay() {
        super(DelayKind.WAIT_AT_FREE, DelayTerm.LONG);
    }
}

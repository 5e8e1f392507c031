package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Long-term Late Post delay costs (delay_rma_late_post_longterm). */
public final class LatePostLongTermDelay extends DelayCosts {
    public LatePostLongTermDelay() {
        super(DelayKind.LATE_POST, DelayTerm.LONG);
    }
}

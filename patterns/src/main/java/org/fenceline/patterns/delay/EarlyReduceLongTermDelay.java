package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Long-term Early Reduce delay costs (delay_n21_longterm). */
public final class EarlyReduceLongTermDelay extends DelayCosts {
    public EarlyReduceLongTermDelay() {
        super(DelayKind.EARLY_REDUCE, DelayTerm.LONG);
    }
}

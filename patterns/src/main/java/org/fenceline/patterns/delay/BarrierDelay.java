package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Short-term Wait at Barrier delay costs (delay_barrier). */
public final class BarrierDelay extends DelayCosts {
    public BarrierDelay() {
        super(DelayKind.BARRIER, DelayTerm.SHORT);
    }
}

package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Long-term Wait at Barrier delay costs (delay_barrier_longterm). */
public final class BarrierLongTermDelay extends DelayCosts {
    public BarrierLongTermDelay() {
        super(DelayKind.BARRIER, DelayTerm.LONG);
    }
}

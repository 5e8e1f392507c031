package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Long-term Wait for Progress delay costs (delay_rma_wait_for_progress_longterm). */
public final class WaitForProgressLongTermDelay extends DelayCosts {
    public WaitForProgressLongTermDelay() {
        super(DelayKind.WAIT_FOR_PROGRESS, DelayTerm.LONG);
    }
}

package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Short-term Early Reduce delay costs (delay_n21). */
public final class EarlyReduceDelay extends DelayCosts {
    public EarlyReduceDelay() {
        super(DelayKind.EARLY_REDUCE, DelayTerm.SHORT);
    }
}

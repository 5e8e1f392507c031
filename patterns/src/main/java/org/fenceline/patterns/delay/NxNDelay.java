package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Short-term Wait at N x N delay costs (delay_n2n). */
public final class NxNDelay extends DelayCosts {
    public NxNDelay() {
        super(DelayKind.N_X_N, DelayTerm.SHORT);
    }
}

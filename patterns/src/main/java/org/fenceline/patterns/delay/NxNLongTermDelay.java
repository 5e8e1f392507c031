package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Long-term Wait at N x N delay costs (delay_n2n_longterm). */
public final class NxNLongTermDelay extends DelayCosts {
    public NxNLongTermDelay() {
        super(DelayKind.N_X_N, DelayTerm.LONG);
    }
}

package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Short-term Early Scan delay costs (delay_earlyscan). */
public final class EarlyScanDelay extends DelayCosts {
    public EarlyScanDelay() {
        super(DelayKind.EARLY_SCAN, DelayTerm.SHORT);
    }
}

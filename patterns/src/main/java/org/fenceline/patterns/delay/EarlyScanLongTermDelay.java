package org.fenceline.patterns.delay;

import org.fenceline.analyzer.pattern.RootCauses.DelayTerm;

/** Long-term Early Scan delay costs (delay_earlyscan_longterm). */
public final class EarlyScanLongTermDelay extends DelayCosts {
    public EarlyScanLongTermDelay() {
        super(DelayKind.EARLY_SCAN, DelayTerm.LONG);
    }
}

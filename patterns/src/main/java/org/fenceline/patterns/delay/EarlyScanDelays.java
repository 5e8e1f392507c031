package org.fenceline.patterns.delay;

/** Early Scan delay costs (delay_earlyscan_aggregate): short-term plus long-term. */
public final class EarlyScanDelays extends DelayAggregate {
    public EarlyScanDelays() {
        super(DelayKind.EARLY_SCAN);
    }
}

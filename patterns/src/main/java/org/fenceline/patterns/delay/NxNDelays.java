package org.fenceline.patterns.delay;

/** Wait at N x N delay costs (delay_n2n_aggregate): short-term plus long-term. */
public final class NxNDelays extends DelayAggregate {
    public NxNDelays() {
        super(DelayKind.N_X_N);
    }
}

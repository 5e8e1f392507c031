package org.fenceline.tracer.runtime.reduction;

import java.nio.ByteBuffer;
import org.fenceline.tracer.device.MessageDevice;
import org.fenceline.tracer.kernel.RankClock;

/**
 * A predefined operation whose combining costs what it would on the modelled processor (τ_FLOP per element in
 * cache, two loads and a store per element at the memory's bandwidth beyond it, digest 000 §1.10, §4.4), not
 * what the host takes: the thesis's reduce bandwidths (Tab. 6.4) are those of a memory-bound Pentium III, and a
 * host several times faster would make every reduction algorithm look better than the machine it emulates.
 */
public final class ModelledReduction extends ForwardingReduction {
    private final MessageDevice device;
    private final int rank;
    private final int elementBytes;

    private ModelledReduction(Reduction reduction, MessageDevice device, int rank, int elementBytes) {
        super(reduction);
        this.device = device;
        this.rank = rank;
        this.elementBytes = elementBytes;
    }

    /**
     * {@code reduction} (of elements of {@code elementBytes}) combining on {@code rank}'s modelled processor when
     * the device models it; otherwise its host combining timed as the rank's computation ({@link TimedReduction}).
     */
    public static Reduction of(PredefinedReduction reduction, int elementBytes, MessageDevice device, int rank,
            RankClock clock) {
        return device.modelsCombining() ? new ModelledReduction(reduction, device, rank, elementBytes)
                : TimedReduction.of(reduction, clock);
    }

    @Override
    public void combine(ByteBuffer in, ByteBuffer inOut) {
        long bytes = in.limit();
        reduction.combine(in, inOut);
        device.chargeCombining(rank, bytes, elementBytes);
    }
}

package org.fenceline.tracer.runtime.reduction;

import java.nio.ByteBuffer;
import org.fenceline.tracer.kernel.RankClock;

/**
 * A reduction whose combining counts as computation of the rank: SCI-MPICH's reduce algorithms combine vectors
 * on the CPU (r_reduce ≈ 10–20 for large vectors, digest 000 §4.4), and in virtual time that work would otherwise
 * cost nothing, being inside MPI. Its processor time is charged to the rank's clock, scaled like the program's own
 * computation; in wall-clock time it has simply passed. For user-defined operations, and for predefined ones where
 * the device does not model the combining ({@link ModelledReduction}).
 */
public final class TimedReduction extends ForwardingReduction {
    private final RankClock clock;

    private TimedReduction(Reduction reduction, RankClock clock) {
        super(reduction);
        this.clock = clock;
    }

    /** {@code reduction}, timed on {@code clock} when that clock is virtual. */
    public static Reduction of(Reduction reduction, RankClock clock) {
        return clock.isVirtual() ? new TimedReduction(reduction, clock) : reduction;
    }

    @Override
    public void combine(ByteBuffer in, ByteBuffer inOut) {
        clock.chargeComputation(() -> reduction.combine(in, inOut));
    }
}

package org.fenceline.tracer.launch;

import java.util.function.LongSupplier;
import org.fenceline.tracer.kernel.Clock;
import org.fenceline.tracer.kernel.RankClock;
import org.fenceline.tracer.kernel.SimulationKernel;
import org.fenceline.tracer.kernel.VirtualClock;

/**
 * How one run keeps time: in wall-clock time the ranks are threads running freely on the host's clock; in
 * virtual time each rank thread is an actor of a {@link SimulationKernel}, which runs one at a time, and every
 * clock of the run (the device's, the ranks', the trace's) is virtual.
 */
final class JobTime {
    private final SimulationKernel kernel;
    private final Clock deviceClock;
    private final RankClocks traceClocks;
    private final double computeScale;

    private JobTime(SimulationKernel kernel, Clock deviceClock, RankClocks traceClocks, double computeScale) {
        this.kernel = kernel;
        this.deviceClock = deviceClock;
        this.traceClocks = traceClocks;
        this.computeScale = computeScale;
    }

    /**
     * The time keeping {@code options} ask for; {@code wallClocks} time a wall-clock run's trace (tests skew them),
     * {@code daemons} actors are reserved for helper threads that take part in virtual time.
     */
    static JobTime of(LaunchOptions options, RankClocks wallClocks, int daemons) {
        if (options.clock() == ClockMode.WALL) {
            return new JobTime(null, Clock.system(), wallClocks, 1);
        }
        SimulationKernel kernel = new SimulationKernel(options.np(), daemons);
        // Records carry the actor's time as it stands: the measurement's own work is never counted as computation.
        RankClocks virtualClocks = new RankClocks() {
            @Override
            public LongSupplier clockOf(int rank) {
                return kernel::now;
            }

            @Override
            public LongSupplier reference() {
                return kernel::now;
            }
        };
        return new JobTime(kernel, new VirtualClock(kernel), virtualClocks, options.computeScale());
    }

    boolean isVirtual() {
        return kernel != null;
    }

    /** The clock the emulated network and the device realise their costs with. */
    Clock deviceClock() {
        return deviceClock;
    }

    /** The clocks a traced run stamps its records with. */
    RankClocks traceClocks() {
        return traceClocks;
    }

    /** The kernel of a virtual-time run; null in wall-clock time. */
    SimulationKernel kernel() {
        return kernel;
    }

    /**
     * Called first on the thread of rank {@code rank} (actor {@code actor}): in virtual time, returns once it is
     * this rank's turn. Returns the rank's clock.
     */
    RankClock startActor(int actor) {
        if (kernel == null) {
            return RankClock.wall(Thread.currentThread());
        }
        kernel.attach(actor);
        return RankClock.virtual(Thread.currentThread(), kernel, computeScale);
    }

    /** Called last on a rank's (or daemon's) thread: it takes no more part in the run. */
    void endActor() {
        if (kernel != null) {
            kernel.detach();
        }
    }
}

package org.fenceline.tracer.kernel;

import java.util.function.LongSupplier;

/**
 * One rank's time as its program sees it (MPI_Wtime, the trace's timestamps) and the boundary between its
 * computation and its MPI calls. The {@code mpi} facade brackets every call with {@link #enter} and
 * {@link #leave}; only the outermost call of the rank's main thread counts.
 *
 * <p>In virtual time the computation between two MPI calls is measured on the host (it runs while its actor
 * holds the kernel's turn, so it has the host to itself), multiplied by the compute scale and added to the
 * rank's virtual clock when the next call enters; that entry is a scheduling point. The meter is the thread's
 * CPU time: what the host does besides the rank's code (another process on the core, the JIT compiling a method
 * the rank waits for, a garbage collector's pause) is no part of the program's computation. A sleep of the
 * program's is no computation either: {@link #sleep} moves the clock on without the host waiting. Computation before the
 * rank's first MPI call is not counted (class loading and JVM start-up are no part of the modelled program).
 * The measurement's own work is excluded: {@link #now()} folds the computation so far into the clock, and
 * {@link #resumeComputation()} restarts the meter after a record was written; a metered stretch begins just
 * after one reading of the meter and ends with the next, and that reading's cost ({@link CpuTimeMeter}) is not
 * counted either.
 *
 * <p>In wall-clock time the clock is the host's and the boundary only keeps the call depth.
 */
public final class RankClock {
    private static final long NOT_METERING = Long.MIN_VALUE;
    /**
     * What one reading of the clock by the program costs in virtual time: SimGrid's default for SMPI's
     * {@code smpi/wtime}, the time it injects into every MPI_Wtime, gettimeofday and clock_gettime.
     */
    public static final long CLOCK_READ_NANOS = 10;

    private final Thread owner;
    private final SimulationKernel kernel;
    private final double computeScale;
    /** What computation is metered in: the main thread's CPU time. */
    private final LongSupplier meter;
    /** What one reading of the meter costs in its nanoseconds: each metered stretch holds one, not counted. */
    private final long readingCost;
    private int depth;
    /** Host time at which the computation now running began to count; NOT_METERING inside MPI and before it. */
    private long computingSince = NOT_METERING;
    /** Set by the first MPI call: computation before it is not counted. */
    private boolean begun;
    /**
     * Pauses of the meter now open on the main thread: an MPI call, a record written during computation, a class
     * being loaded; they nest (a class loaded while a region is defined), and the meter runs again when the
     * outermost one ends.
     */
    private int pauses;

    private RankClock(Thread owner, SimulationKernel kernel, double computeScale, LongSupplier meter,
            long readingCost) {
        this.owner = owner;
        this.kernel = kernel;
        this.computeScale = computeScale;
        this.meter = meter;
        this.readingCost = readingCost;
    }

    /** The host clock, for the rank whose main thread is {@code owner}. */
    public static RankClock wall(Thread owner) {
        return new RankClock(owner, null, 1, CpuTimeMeter::now, 0);
    }

    /**
     * Virtual time of the calling actor of {@code kernel}; computation counts {@code computeScale} times its
     * host duration (0: free, 2: a CPU half as fast as the host).
     */
    public static RankClock virtual(Thread owner, SimulationKernel kernel, double computeScale) {
        return virtual(owner, kernel, computeScale, CpuTimeMeter::now, CpuTimeMeter.READING_NANOS);
    }

    /**
     * {@link #virtual(Thread, SimulationKernel, double)} with computation metered in {@code meter}'s nanoseconds,
     * a meter whose readings cost nothing.
     */
    public static RankClock virtual(Thread owner, SimulationKernel kernel, double computeScale, LongSupplier meter) {
        return virtual(owner, kernel, computeScale, meter, 0);
    }

    /** The same with a meter each of whose readings costs {@code readingCost} of its nanoseconds. */
    static RankClock virtual(Thread owner, SimulationKernel kernel, double computeScale, LongSupplier meter,
            long readingCost) {
        if (!(computeScale >= 0) || Double.isInfinite(computeScale)) {
            throw new IllegalArgumentException("the compute scale must be a finite number >= 0, not " + computeScale);
        }
        return new RankClock(owner, kernel, computeScale, meter, readingCost);
    }

    /** The rank's current time in nanoseconds. */
    public long now() {
        if (kernel == null) {
            return System.nanoTime();
        }
        if (depth == 0 && Thread.currentThread() == owner) {
            foldComputation();
        }
        return kernel.now();
    }

    /**
     * The rank's time as its program reads it: MPI_Wtime, and the program's own {@code System.nanoTime} and
     * {@code System.currentTimeMillis} in virtual time. On the rank's main thread in virtual time the computation
     * so far is counted and the reading costs {@link #CLOCK_READ_NANOS}, as SMPI charges each reading of the
     * clock: a loop that polls the clock until some time has passed moves its rank on even with computation free,
     * and its length does not depend on what else the host runs. Before the rank's first MPI call only that cost
     * counts, as computation does not.
     */
    public long read() {
        if (kernel == null) {
            return System.nanoTime();
        }
        if (Thread.currentThread() == owner) {
            if (depth == 0) {
                foldComputation();
            }
            kernel.advanceBy(CLOCK_READ_NANOS);
        }
        return kernel.now();
    }

    public boolean isVirtual() {
        return kernel != null;
    }

    /** Whether the calling thread is the rank's main thread (the trace's location). */
    public boolean isOwner() {
        return Thread.currentThread() == owner;
    }

    /** MPI calls of the main thread open now (1 inside the outermost). */
    public int depth() {
        return depth;
    }

    /**
     * An MPI call begins; true for the outermost call of the main thread, whose ENTER is recorded. In virtual
     * time the computation before it is added to the clock and other ranks due earlier run first.
     */
    public boolean enter() {
        if (Thread.currentThread() != owner || depth++ > 0) {
            return false;
        }
        if (kernel != null) {
            pauseComputation();
            begun = true;
            kernel.sync();
        }
        return true;
    }

    /** An MPI call ends; true when the outermost one of the main thread ends (record its EXIT, then resume). */
    public boolean leave() {
        return Thread.currentThread() == owner && --depth == 0;
    }

    /**
     * The computation so far is added to the clock and the meter stops: before a record is written during
     * computation (a user region's ENTER or EXIT), so that the record's cost is not counted.
     */
    public void pauseComputation() {
        if (kernel != null && Thread.currentThread() == owner && pauses++ == 0) {
            foldComputation();
            computingSince = NOT_METERING;
        }
    }

    /**
     * The pause begun by the matching {@link #pauseComputation} ends: after the outermost call's EXIT, after a
     * record written during computation. Computation counts again when no other pause is open.
     */
    public void resumeComputation() {
        if (kernel != null && Thread.currentThread() == owner && --pauses == 0 && begun && depth == 0) {
            // Free computation needs no meter reading (two of them per MPI call otherwise).
            computingSince = computeScale == 0 ? 0 : meter.getAsLong();
        }
    }

    /**
     * A sleep of the program's ({@code Thread.sleep}, {@code TimeUnit.sleep}) on the rank's main thread outside
     * MPI, in virtual time: the computation so far is counted, the clock moves on by {@code nanos} (not scaled:
     * waiting is not computing) and the ranks due before the sleep's end run first, as SMPI's simulated sleep lets
     * other actors run; the host does not wait. Before the first MPI call it is not counted, like computation.
     * False where the host must sleep instead: in wall-clock time, inside an MPI call (a user-defined operation's
     * code), on another thread of the rank.
     */
    public boolean sleep(long nanos) {
        if (kernel == null || Thread.currentThread() != owner || depth > 0) {
            return false;
        }
        if (begun) {
            pauseComputation();
            kernel.advanceBy(nanos);
            kernel.sync();
            resumeComputation();
        }
        return true;
    }

    /**
     * Does computation for the rank inside an MPI call (a user-defined reduction's combining): in virtual time its
     * processor time × the compute scale is added to the rank's clock; in wall-clock time it has simply passed.
     */
    public void chargeComputation(Runnable work) {
        if (kernel == null) {
            work.run();
            return;
        }
        long start = meter.getAsLong();
        work.run();
        long nanos = meter.getAsLong() - start - readingCost;
        if (nanos > 0) {
            kernel.advanceBy(Math.round(nanos * computeScale));
        }
    }

    private void foldComputation() {
        if (computingSince == NOT_METERING || computeScale == 0) {
            return;
        }
        long host = meter.getAsLong();
        long computed = host - computingSince - readingCost;
        if (computed > 0) {
            kernel.advanceBy(Math.round(computed * computeScale));
        }
        computingSince = host;
    }
}

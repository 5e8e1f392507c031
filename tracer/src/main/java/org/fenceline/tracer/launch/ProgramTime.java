package org.fenceline.tracer.launch;

import java.util.concurrent.TimeUnit;
import org.fenceline.tracer.kernel.RankClock;

/**
 * What the program's own calls on time become in its classes ({@link ProgramCalls}): {@code Thread.sleep} and
 * {@code TimeUnit.sleep}, {@code System.nanoTime} and {@code System.currentTimeMillis}. In virtual time they are
 * the rank's clock, as SMPI replaces sleep, gettimeofday and clock_gettime with simulated ones: a sleep moves the
 * clock on by the time asked for and the host does not wait (the rank's computation is metered in CPU time,
 * where a real sleep would not count at all); a reading of the clock returns the rank's virtual time, so a rank
 * that spins until the clock shows X ms more has computed for X ms of its own processor time, however many other
 * processes share the host's cores meanwhile. Elsewhere (wall-clock time, threads the program starts, inside an
 * MPI call) they are the JDK's.
 */
public final class ProgramTime {
    private static final ThreadLocal<Binding> RANK = new ThreadLocal<>();

    /** The rank's clock, and the host's wall-clock time in ms at which the job's virtual time began. */
    private record Binding(RankClock clock, long epochMillis) {
    }

    private ProgramTime() {
    }

    /**
     * Called on a rank's main thread before its {@code main} runs; {@code epochMillis} is the host's
     * {@code System.currentTimeMillis()} at the job's start, the same for every rank of the job.
     */
    static void bind(RankClock clock, long epochMillis) {
        RANK.set(new Binding(clock, epochMillis));
    }

    /** Stands in for {@code Thread.sleep(millis)}. */
    public static void sleep(long millis) throws InterruptedException {
        sleep(millis, 0);
    }

    /** Stands in for {@code Thread.sleep(millis, nanos)}, with its argument checks and interruption. */
    public static void sleep(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999_999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (!sleepsVirtually(TimeUnit.MILLISECONDS.toNanos(millis) + nanos)) {
            Thread.sleep(millis, nanos);
        }
    }

    /** Stands in for {@code unit.sleep(timeout)}: nothing for a timeout of 0 or less. */
    public static void sleep(TimeUnit unit, long timeout) throws InterruptedException {
        if (timeout > 0 && !sleepsVirtually(unit.toNanos(timeout))) {
            unit.sleep(timeout);
        }
    }

    /** Stands in for {@code System.nanoTime()}: the rank's virtual time in ns since the job's start. */
    public static long nanoTime() {
        Binding rank = virtualRank();
        return rank == null ? System.nanoTime() : rank.clock().read();
    }

    /** Stands in for {@code System.currentTimeMillis()}: the job's start on the host's clock plus the rank's virtual time. */
    public static long currentTimeMillis() {
        Binding rank = virtualRank();
        return rank == null ? System.currentTimeMillis() : rank.epochMillis() + rank.clock().read() / 1_000_000;
    }

    /** This thread's rank where its clock is virtual and the thread is outside MPI; null where the host's clock is read. */
    private static Binding virtualRank() {
        Binding rank = RANK.get();
        return rank == null || !rank.clock().isVirtual() || rank.clock().depth() > 0 ? null : rank;
    }

    private static boolean sleepsVirtually(long nanos) throws InterruptedException {
        Binding rank = RANK.get();
        if (rank == null || !rank.clock().isVirtual()) {
            return false;
        }
        // Interrupted before the sleep: as Thread.sleep, throw and clear the status (in virtual time nothing else
        // can interrupt it, since no host time passes).
        if (Thread.interrupted()) {
            throw new InterruptedException("sleep interrupted");
        }
        return rank.clock().sleep(nanos);
    }
}

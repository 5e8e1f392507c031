package org.fenceline.tracer.launch;

import java.util.concurrent.TimeUnit;
import org.fenceline.tracer.kernel.RankClock;

/**
 * What {@code Thread.sleep} and {@code TimeUnit.sleep} become in a program's classes ({@link ProgramCalls}). In
 * virtual time a rank's sleep moves its clock on by the time asked for, as SMPI's {@code smpi_sleep} does, and
 * the host does not wait: the rank's computation is metered in CPU time, where a real sleep would not count at
 * all. Elsewhere (wall-clock time, threads the program starts, inside an MPI call) it is the JDK's sleep.
 */
public final class ProgramSleep {
    private static final ThreadLocal<RankClock> RANK_CLOCK = new ThreadLocal<>();

    private ProgramSleep() {
    }

    /** Called on a rank's main thread before its {@code main} runs. */
    static void bind(RankClock clock) {
        RANK_CLOCK.set(clock);
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

    private static boolean sleepsVirtually(long nanos) throws InterruptedException {
        RankClock clock = RANK_CLOCK.get();
        if (clock == null || !clock.isVirtual()) {
            return false;
        }
        // Interrupted before the sleep: as Thread.sleep, throw and clear the status (in virtual time nothing else
        // can interrupt it, since no host time passes).
        if (Thread.interrupted()) {
            throw new InterruptedException("sleep interrupted");
        }
        return clock.sleep(nanos);
    }
}

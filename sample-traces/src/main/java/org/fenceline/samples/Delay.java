package org.fenceline.samples;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The inefficiency a sample injects: a stretch of computation of a known length. It is a busy wait until the
 * thread has used that much processor time, not a sleep, so the rank stays busy outside MPI exactly as a rank
 * that computes too long would. Virtual time meters a rank's computation in the same processor time, so the
 * length is exact there even on a loaded machine; in wall-clock time on a loaded machine it takes longer, as a
 * computation would.
 *
 * <p>The wait yields its core at every step. All ranks are threads of one JVM on a machine with fewer cores than
 * ranks; a rank that has just been woken in MPI (its message arrived, its lock was granted) must not wait a
 * scheduler time slice for a core that a computing rank spins on, or the analysis would see that slice as part of
 * the wait. On a cluster every rank has its own core and yielding changes nothing.
 */
public record Delay(double millis) {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    /** What the samples inject unless told otherwise: long enough to stand out of the runtime's own costs. */
    public static final double DEFAULT_MILLIS = 100;

    public Delay {
        if (!(millis >= 0)) {
            throw new IllegalArgumentException("a delay must be 0 ms or more, not " + millis);
        }
    }

    /** The delay given as the program's argument {@code index} in milliseconds, else {@code defaultMillis}. */
    public static Delay fromArgs(String[] args, int index, double defaultMillis) {
        return new Delay(args.length > index ? Double.parseDouble(args[index]) : defaultMillis);
    }

    /** The delay given as the program's first argument in milliseconds, else {@link #DEFAULT_MILLIS}. */
    public static Delay fromArgs(String[] args) {
        return fromArgs(args, 0, DEFAULT_MILLIS);
    }

    public double seconds() {
        return millis / 1e3;
    }

    /** This delay stretched by {@code factor}: e.g. the imbalanced phases of a benchmark. */
    public Delay times(double factor) {
        return new Delay(millis * factor);
    }

    /** Computes for the length of this delay. */
    public void compute() {
        long end = THREADS.getCurrentThreadCpuTime() + Math.round(millis * 1e6);
        while (THREADS.getCurrentThreadCpuTime() < end) {
            Thread.yield();
        }
    }
}

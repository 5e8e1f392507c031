package org.fenceline.trace.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/** Accumulates wall-clock and current-thread CPU time over the timed sections of a measurement. */
final class Stopwatch {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private long wall;
    private long cpu;
    private long wallStart;
    private long cpuStart;

    void start() {
        wallStart = System.nanoTime();
        cpuStart = THREADS.getCurrentThreadCpuTime();
    }

    void stop() {
        wall += System.nanoTime() - wallStart;
        cpu += THREADS.getCurrentThreadCpuTime() - cpuStart;
    }

    Measurement result(String what, long events, long bytes, long checksum) {
        return new Measurement(what, events, wall, cpu, bytes, checksum);
    }
}

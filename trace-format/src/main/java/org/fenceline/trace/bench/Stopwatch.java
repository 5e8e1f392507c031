package org.fenceline.trace.bench;

import java.lang.management.ManagementFactory;

import com.sun.management.OperatingSystemMXBean;

/**
 * Accumulates wall-clock and process CPU time over the timed sections of a measurement. Process CPU, not
 * thread CPU, because the global writer encodes on a thread of its own (GC and JIT threads count too).
 */
final class Stopwatch {
    private static final OperatingSystemMXBean OS =
            (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private long wall;
    private long cpu;
    private long wallStart;
    private long cpuStart;

    void start() {
        wallStart = System.nanoTime();
        cpuStart = OS.getProcessCpuTime();
    }

    void stop() {
        wall += System.nanoTime() - wallStart;
        cpu += OS.getProcessCpuTime() - cpuStart;
    }

    Measurement result(String what, long events, long bytes, long checksum) {
        return new Measurement(what, events, wall, cpu, bytes, checksum);
    }
}

package org.fenceline.trace.bench;

/**
 * One benchmark measurement: how many events were processed in how much wall-clock and process CPU time.
 * CPU time is reported beside wall time because the benchmark machines are shared and wall time is noisy.
 *
 * @param what      what was measured, e.g. "global write"
 * @param events    events processed
 * @param wallNanos elapsed wall-clock time
 * @param cpuNanos  CPU time of the whole process while measuring (all threads)
 * @param bytes     bytes written or read (0 if not meaningful)
 * @param checksum  a checksum over the values touched, so that reads cannot be optimised away and can be compared
 */
public record Measurement(String what, long events, long wallNanos, long cpuNanos, long bytes, long checksum) {

    public double eventsPerSecond() {
        return events * 1e9 / wallNanos;
    }

    public double eventsPerCpuSecond() {
        return events * 1e9 / cpuNanos;
    }

    public double nanosPerEvent() {
        return (double) wallNanos / events;
    }

    public double bytesPerEvent() {
        return (double) bytes / events;
    }
}

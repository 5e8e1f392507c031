package org.fenceline.tracer.launch.bench;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * The host's noise, measured the way LLNL's FWQ/FTQ benchmarks do: one thread per core reads the clock in a tight
 * loop, and every gap between two reads longer than a threshold is time the thread did not get (a timer tick, an
 * interrupt, the hypervisor, another process). In virtual time with measured computation each burst of computation
 * between two MPI calls counts these gaps as the program's own time, so this is what bounds how balanced a
 * balanced program can look on this host: a burst of B µs is hit with probability about rate × B, and a
 * collective over N ranks waits for the slowest of N bursts.
 */
public final class HostNoise {
    private HostNoise() {
    }

    /** One core's interruptions: their lengths (ns) over {@code nanos} of looking. */
    public record CoreNoise(long nanos, long[] gaps) {
        double lostShare() {
            return (double) Arrays.stream(gaps).sum() / nanos;
        }
    }

    /**
     * Measures {@code threads} cores at once for {@code seconds}, counting gaps longer than {@code thresholdNanos}.
     */
    public static List<CoreNoise> measure(int threads, double seconds, long thresholdNanos) throws InterruptedException {
        long nanos = Math.round(seconds * 1e9);
        CoreNoise[] results = new CoreNoise[threads];
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int core = t;
            Thread worker = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                results[core] = loop(nanos, thresholdNanos);
            }, "host-noise-" + t);
            worker.start();
            workers.add(worker);
        }
        start.countDown();
        for (Thread worker : workers) {
            worker.join();
        }
        return List.of(results);
    }

    private static CoreNoise loop(long nanos, long thresholdNanos) {
        long[] gaps = new long[1024];
        int count = 0;
        long begin = System.nanoTime();
        long end = begin + nanos;
        long previous = begin;
        while (previous < end) {
            long now = System.nanoTime();
            long gap = now - previous;
            if (gap > thresholdNanos) {
                if (count == gaps.length) {
                    gaps = Arrays.copyOf(gaps, count * 2);
                }
                gaps[count++] = gap;
            }
            previous = now;
        }
        return new CoreNoise(previous - begin, Arrays.copyOf(gaps, count));
    }

    /** Prints one line per core and what the noise means for a burst of {@code burstMicros} on {@code ranks} ranks. */
    public static void print(List<CoreNoise> cores, long thresholdNanos, double burstMicros, int ranks, PrintWriter out) {
        out.printf("# host noise: gaps > %.1f µs in a clock-reading loop, one thread per core%n", thresholdNanos / 1e3);
        out.printf("%-6s %12s %10s %10s %10s %10s %10s %9s%n", "core", "gaps/s", "p50 µs", "p90 µs", "p99 µs",
                "max µs", "mean µs", "lost %");
        long gapCount = 0;
        long gapNanos = 0;
        long lookedNanos = 0;
        for (int c = 0; c < cores.size(); c++) {
            CoreNoise core = cores.get(c);
            long[] sorted = core.gaps().clone();
            Arrays.sort(sorted);
            double seconds = core.nanos() / 1e9;
            out.printf("%-6d %12.1f %10.1f %10.1f %10.1f %10.1f %10.1f %9.3f%n", c, sorted.length / seconds,
                    percentile(sorted, 0.50), percentile(sorted, 0.90), percentile(sorted, 0.99),
                    sorted.length == 0 ? 0 : sorted[sorted.length - 1] / 1e3,
                    sorted.length == 0 ? 0 : Arrays.stream(sorted).average().orElse(0) / 1e3, 100 * core.lostShare());
            gapCount += sorted.length;
            gapNanos += Arrays.stream(sorted).sum();
            lookedNanos += core.nanos();
        }
        double rate = gapCount / (lookedNanos / 1e9);
        double mean = gapCount == 0 ? 0 : gapNanos / 1e3 / gapCount;
        double hit = 1 - Math.exp(-rate * burstMicros / 1e6);
        double anyHit = 1 - Math.pow(1 - hit, ranks);
        out.printf("# a %.0f µs burst of computation is hit with probability %.1f %% (then longer by %.1f µs on "
                + "average); the slowest of %d such bursts is hit with probability %.1f %%%n", burstMicros,
                100 * hit, mean, ranks, 100 * anyHit);
        out.flush();
    }

    private static double percentile(long[] sorted, double p) {
        if (sorted.length == 0) {
            return 0;
        }
        return sorted[Math.min(sorted.length - 1, (int) Math.floor(p * sorted.length))] / 1e3;
    }
}

package org.fenceline.analyzer.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.fenceline.analyzer.AnalysisOptions;
import org.fenceline.analyzer.AnalysisResult;
import org.fenceline.analyzer.Analyzer;
import org.fenceline.analyzer.LiveHeapWatch;
import org.fenceline.analyzer.pattern.PatternCatalog;
import org.fenceline.trace.TraceLayout;

/**
 * Measures the analysis of a large trace ({@code fenceline bench analyze}): throughput in events per second and
 * peak heap per event, with 1 and more threads. Without a trace directory it writes a {@link StencilTrace}
 * first. The pattern catalog must be on the class path.
 *
 * <p><b>Peak heap.</b> Before each run the benchmark collects garbage, notes the heap in use (the baseline)
 * and resets the peak usage of every heap memory pool; afterwards it sums the pools' peaks. The sum of
 * per-pool peaks bounds the true peak from above (pools peak at different moments, and young-generation
 * garbage counts until collected), so {@code (peak - baseline) / events} is an upper bound of what the analysis
 * needs per event. The benchmark also listens to the garbage collector and reports the largest heap use
 * right after a collection during the run: the data the analysis actually kept alive at that moment (a lower
 * bound of the peak). Running with {@code -Xmx} set to the target confirms the bound independently.
 */
public final class AnalyzerBenchmark {
    /**
     * One measured analysis.
     *
     * @param peakHeapBytes    sum of the heap pools' peak usage during the run, minus the baseline (upper bound)
     * @param peakLiveBytes    largest heap use right after a garbage collection during the run, minus the
     *                         baseline: the live data at that moment (0 if no collection happened)
     */
    public record Measurement(int threads, long events, double seconds, long peakHeapBytes, long peakLiveBytes) {
        public double eventsPerSecond() {
            return events / seconds;
        }

        public double bytesPerEvent() {
            return (double) peakHeapBytes / events;
        }

        public double liveBytesPerEvent() {
            return (double) peakLiveBytes / events;
        }
    }

    private AnalyzerBenchmark() {
    }

    /**
     * Usage: {@code AnalyzerBenchmark [TRACE_DIR] [--events N] [--locations L] [--threads 1,2] [--repeat R]
     * [--without-root-causes]}; the last option analyses without the root-cause metrics (no backward replay).
     * A TRACE_DIR without a trace gets a generated one (default 20,000,000 events on 16 locations).
     */
    public static void main(String[] args) throws IOException {
        Path dir = null;
        long events = 20_000_000;
        int locations = 16;
        int repeat = 2;
        List<Integer> threads = List.of(1, 2);
        boolean rootCauses = true;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--without-root-causes" -> rootCauses = false;
                case "--events" -> events = Long.parseLong(args[++i]);
                case "--locations" -> locations = Integer.parseInt(args[++i]);
                case "--repeat" -> repeat = Integer.parseInt(args[++i]);
                case "--threads" -> threads = List.of(args[++i].split(",")).stream().map(Integer::parseInt).toList();
                default -> dir = Path.of(args[i]);
            }
        }
        if (dir == null) {
            dir = Files.createTempDirectory("fenceline-bench-");
        }
        run(dir, events, locations, threads, repeat, rootCauses, System.out);
    }

    public static List<Measurement> run(Path dir, long events, int locations, List<Integer> threads, int repeat,
                                        PrintStream out) throws IOException {
        return run(dir, events, locations, threads, repeat, true, out);
    }

    /** @param rootCauses whether to analyse with the root-cause metrics (and so the backward replay) */
    public static List<Measurement> run(Path dir, long events, int locations, List<Integer> threads, int repeat,
                                        boolean rootCauses, PrintStream out) throws IOException {
        if (!Files.exists(TraceLayout.events(dir))) {
            StencilTrace trace = new StencilTrace(locations, StencilTrace.iterationsFor(events, locations));
            long start = System.nanoTime();
            long written = trace.write(dir);
            out.printf(Locale.ROOT, "wrote %,d events on %d locations to %s in %.1f s%n", written, locations, dir,
                    (System.nanoTime() - start) / 1e9);
        }
        PatternCatalog catalog = PatternCatalog.load(AnalyzerBenchmark.class.getClassLoader());
        if (!rootCauses) {
            catalog = catalog.withoutRootCauses();
        }
        measure(dir, catalog, threads.get(threads.size() - 1)); // warm-up: JIT-compile the hot paths
        List<Measurement> results = new ArrayList<>();
        out.printf("%8s %14s %10s %14s %14s %14s%n", "threads", "events", "wall s", "events/s", "peak B/event",
                "live B/event");
        for (int n : threads) {
            for (int r = 0; r < repeat; r++) {
                Measurement m = measure(dir, catalog, n);
                results.add(m);
                out.printf(Locale.ROOT, "%8d %,14d %10.3f %,14.0f %14.1f %14.1f%n", m.threads(), m.events(),
                        m.seconds(), m.eventsPerSecond(), m.bytesPerEvent(), m.liveBytesPerEvent());
            }
        }
        return results;
    }

    private static Measurement measure(Path dir, PatternCatalog catalog, int threads) throws IOException {
        System.gc();
        long baseline = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        AnalysisResult result;
        double seconds;
        try (LiveHeapWatch heap = new LiveHeapWatch()) {
            long start = System.nanoTime();
            result = Analyzer.analyze(dir, AnalysisOptions.defaults().withThreads(threads).withPatterns(catalog));
            seconds = (System.nanoTime() - start) / 1e9;
            return new Measurement(threads, result.events(), seconds, Math.max(0, heap.peakInUse() - baseline),
                    Math.max(0, heap.peakAfterGc() - baseline));
        }
    }
}

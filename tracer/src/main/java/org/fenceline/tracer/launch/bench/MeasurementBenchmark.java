package org.fenceline.tracer.launch.bench;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.tracer.launch.ClockMode;
import org.fenceline.tracer.launch.LaunchOptions;
import org.fenceline.tracer.launch.Launcher;
import org.fenceline.tracer.launch.TraceOptions;

/**
 * The measurement's costs (for {@code fenceline bench measure}; numbers in docs/measurement.md):
 * <ol>
 * <li>per-event cost: {@link CallCost} untraced and traced; the difference per call is the cost of one
 *     ENTER/EXIT pair of an MPI call (a send to MPI_PROC_NULL records no SEND) and of an instrumented user
 *     method;</li>
 * <li>dilation: {@link Stencil} on 4 ranks, untraced and traced, alternating in this JVM after one warm-up run
 *     of each, best of each (the fastest run is the one least disturbed by the rest of the machine), in wall-clock
 *     time and in rank 0's CPU time (which a loaded machine disturbs less);</li>
 * <li>trace size: bytes per event of the local traces and of the global trace of the traced stencil.</li>
 * </ol>
 * Work files go to a temporary directory under {@code workDir}, deleted afterwards.
 */
public final class MeasurementBenchmark {
    private static final int CALLS = 1_000_000;
    private static final int STENCIL_RANKS = 4;
    private static final int REPETITIONS = 5;
    private static final List<String> STENCIL_SHAPE = List.of("400", "128", "1024");

    private MeasurementBenchmark() {
    }

    /** Runs the three measurements and prints a table on {@code out}; returns 0, or 1 if a run failed. */
    public static int run(Path workDir, PrintStream out) throws IOException {
        Path work = Files.createTempDirectory(workDir, "fenceline-bench-measure");
        try {
            Map<String, Double> untraced = callCost(work, null);
            Map<String, Double> traced = callCost(work, work.resolve("calls-trace"));
            out.printf("per call, ns             untraced   traced   ENTER/EXIT pair%n");
            for (String name : List.of("comm_rank", "send_proc_null", "user_method")) {
                out.printf("  %-20s %9.1f %8.1f %10.1f%n", name, untraced.get(name), traced.get(name),
                        traced.get(name) - untraced.get(name));
            }
            out.printf("  (one System.nanoTime read: %.1f ns; a pair needs two)%n", untraced.get("clock_read"));
            double[] off = {Double.MAX_VALUE, Double.MAX_VALUE};
            double[] on = {Double.MAX_VALUE, Double.MAX_VALUE};
            Path stencilTrace = work.resolve("stencil-trace");
            stencil(work, null);
            stencil(work, stencilTrace);
            for (int i = 0; i < REPETITIONS; i++) {
                best(off, stencil(work, null));
                best(on, stencil(work, stencilTrace));
            }
            out.printf("stencil (%d ranks, %s iterations of %sx%s points per rank), rank 0, best of %d:%n",
                    STENCIL_RANKS, STENCIL_SHAPE.get(0), STENCIL_SHAPE.get(1), STENCIL_SHAPE.get(2), REPETITIONS);
            out.printf("  wall clock: untraced %.3f s, traced %.3f s, dilation %.1f %%%n", off[0], on[0],
                    100 * (on[0] - off[0]) / off[0]);
            out.printf("  CPU time:   untraced %.3f s, traced %.3f s, dilation %.1f %%%n", off[1], on[1],
                    100 * (on[1] - off[1]) / off[1]);
            try (GlobalTrace trace = GlobalTrace.open(stencilTrace)) {
                long events = trace.eventCount();
                out.printf("trace size: %d events, local %.2f bytes/event, global (Parquet) %.2f bytes/event%n",
                        events, localBytes(stencilTrace) / (double) events,
                        trace.eventsFileSize() / (double) events);
            }
            return 0;
        } catch (IllegalStateException failed) {
            out.println("bench measure: " + failed.getMessage());
            return 1;
        } finally {
            delete(work);
        }
    }

    /** For running without the CLI: {@code MeasurementBenchmark [WORKDIR]}. */
    public static void main(String[] args) throws IOException {
        System.exit(run(Path.of(args.length > 0 ? args[0] : System.getProperty("java.io.tmpdir")), System.out));
    }

    private static Map<String, Double> callCost(Path work, Path traceDir) throws IOException {
        Path result = work.resolve("calls.txt");
        LaunchOptions options = LaunchOptions.of(1, CallCost.class.getName(), result.toString(),
                Integer.toString(CALLS));
        if (traceDir != null) {
            Path filter = Files.writeString(work.resolve("tiny.filter"), "exclude *\ninclude *.tiny\n");
            options = options.withTrace(TraceOptions.to(traceDir).withForce(true).withAutoInstrument(filter));
        }
        launch(options);
        return numbers(result);
    }

    /** Wall-clock and CPU seconds of rank 0's iterations. */
    private static double[] stencil(Path work, Path traceDir) throws IOException {
        Path result = work.resolve("stencil.txt");
        String[] args = {result.toString(), STENCIL_SHAPE.get(0), STENCIL_SHAPE.get(1), STENCIL_SHAPE.get(2)};
        LaunchOptions options = LaunchOptions.of(STENCIL_RANKS, Stencil.class.getName(), args);
        if (traceDir != null) {
            options = options.withTrace(TraceOptions.to(traceDir).withForce(true));
        }
        launch(options);
        Map<String, Double> n = numbers(result);
        return new double[] {n.get("seconds"), n.get("cpu_seconds")};
    }

    private static void best(double[] best, double[] run) {
        for (int i = 0; i < best.length; i++) {
            best[i] = Math.min(best[i], run[i]);
        }
    }

    /** Runs on the wall clock: what this benchmark measures is the host time the measurement costs. */
    private static void launch(LaunchOptions options) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream messages = new PrintStream(err, true, StandardCharsets.UTF_8);
        int status = Launcher.run(options.withClock(ClockMode.WALL), messages);
        if (status != 0) {
            throw new IllegalStateException(options.mainClass() + " failed: " + err.toString(StandardCharsets.UTF_8));
        }
    }

    private static Map<String, Double> numbers(Path file) throws IOException {
        Map<String, Double> values = new HashMap<>();
        for (String line : Files.readAllLines(file)) {
            String[] kv = line.split(" ");
            values.put(kv[0], Double.parseDouble(kv[1]));
        }
        return values;
    }

    private static long localBytes(Path traceDir) throws IOException {
        long bytes = 0;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(TraceLayout.localDir(traceDir), "*.bin")) {
            for (Path f : files) {
                bytes += Files.size(f);
            }
        }
        return bytes;
    }

    private static void delete(Path dir) throws IOException {
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted((a, b) -> b.compareTo(a)).toList()) {
                Files.delete(p);
            }
        }
    }
}

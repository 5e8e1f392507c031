package org.fenceline.tracer.launch;

import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.fenceline.trace.local.LocalTraceWriter;
import org.fenceline.trace.model.RmaEventModel;

/**
 * What {@code fenceline run} starts: {@code np} ranks of {@code mainClass.main(args)} on an interconnect profile
 * ({@code ideal}, {@code sci-p3} or a profile file).
 *
 * @param topology        link topology ("ring", "torus:AxB" with A·B = np), or null for a ring
 * @param trace           how to trace the run, or null for an untraced run
 * @param classpath       where the program's classes are (directories and jars)
 * @param deadlockTimeout how long every live rank must stay blocked with nothing in flight before the run is
 *                        declared deadlocked
 * @param asyncProgress   progress the device from a helper thread as well, not only inside MPI calls
 * @param clock           virtual time (the default) or the host's wall clock
 * @param computeScale    in virtual time, how much virtual time a nanosecond of the program's computation on the
 *                        host counts (2: a CPU half as fast as the host; 0: computation is free)
 */
public record LaunchOptions(int np, String interconnect, String topology, TraceOptions trace, List<Path> classpath,
        String mainClass, List<String> args, Duration deadlockTimeout, boolean asyncProgress, ClockMode clock,
        double computeScale) {

    public static final Duration DEFAULT_DEADLOCK_TIMEOUT = Duration.ofSeconds(10);

    public LaunchOptions {
        if (np < 1) {
            throw new IllegalArgumentException("-np must be at least 1, not " + np);
        }
        Objects.requireNonNull(interconnect, "interconnect");
        Objects.requireNonNull(mainClass, "mainClass");
        if (deadlockTimeout == null || deadlockTimeout.isNegative() || deadlockTimeout.isZero()) {
            throw new IllegalArgumentException("the deadlock timeout must be positive, not " + deadlockTimeout);
        }
        Objects.requireNonNull(clock, "clock");
        if (!(computeScale >= 0) || Double.isInfinite(computeScale)) {
            throw new IllegalArgumentException("--compute-scale must be a finite number >= 0, not " + computeScale);
        }
        classpath = List.copyOf(classpath);
        args = List.copyOf(args);
    }

    /**
     * Defaults: ideal interconnect, no trace, empty classpath, 10 s deadlock timeout, no async progress, virtual
     * time with computation counted as measured.
     */
    public static LaunchOptions of(int np, String mainClass, String... args) {
        return new LaunchOptions(np, "ideal", null, null, List.of(), mainClass, List.of(args),
                DEFAULT_DEADLOCK_TIMEOUT, false, ClockMode.VIRTUAL, 1);
    }

    public LaunchOptions withInterconnect(String profile) {
        return new LaunchOptions(np, profile, topology, trace, classpath, mainClass, args, deadlockTimeout,
                asyncProgress, clock, computeScale);
    }

    public LaunchOptions withClasspath(List<Path> entries) {
        return new LaunchOptions(np, interconnect, topology, trace, entries, mainClass, args, deadlockTimeout,
                asyncProgress, clock, computeScale);
    }

    public LaunchOptions withDeadlockTimeout(Duration timeout) {
        return new LaunchOptions(np, interconnect, topology, trace, classpath, mainClass, args, timeout,
                asyncProgress, clock, computeScale);
    }

    public LaunchOptions withTrace(TraceOptions options) {
        return new LaunchOptions(np, interconnect, topology, options, classpath, mainClass, args, deadlockTimeout,
                asyncProgress, clock, computeScale);
    }

    public LaunchOptions withClock(ClockMode mode) {
        return new LaunchOptions(np, interconnect, topology, trace, classpath, mainClass, args, deadlockTimeout,
                asyncProgress, mode, computeScale);
    }

    public LaunchOptions withComputeScale(double scale) {
        return new LaunchOptions(np, interconnect, topology, trace, classpath, mainClass, args, deadlockTimeout,
                asyncProgress, clock, scale);
    }

    public LaunchOptions withAsyncProgress(boolean on) {
        return new LaunchOptions(np, interconnect, topology, trace, classpath, mainClass, args, deadlockTimeout,
                on, clock, computeScale);
    }

    /**
     * Parses {@code fenceline run}'s arguments:
     * {@code -np N [--interconnect P] [--topology T] [--clock virtual|wall] [--compute-scale S]
     * [--deadlock-timeout SECONDS] [--async-progress]
     * [--trace DIR [--rma-model basic|extended] [--instrument mpi|auto] [--filter FILE] [--trace-buffer SIZE]
     * [--force]] [-cp CP] MAINCLASS [ARGS...]}, also in Open MPI's habitual form {@code -np N java [-cp CP] MAINCLASS ARGS},
     * where JVM options after {@code java} (-D..., -X..., -ea) are accepted and ignored: the ranks share this JVM.
     */
    public static LaunchOptions parse(List<String> argv) {
        int np = -1;
        String interconnect = "ideal";
        String topology = null;
        Path trace = null;
        RmaEventModel rmaModel = RmaEventModel.EXTENDED;
        boolean force = false;
        boolean autoInstrument = false;
        Path filter = null;
        int bufferBytes = LocalTraceWriter.DEFAULT_BUFFER_BYTES;
        List<String> traceOptions = new ArrayList<>();
        List<Path> classpath = new ArrayList<>();
        Duration timeout = DEFAULT_DEADLOCK_TIMEOUT;
        boolean async = false;
        ClockMode clock = ClockMode.VIRTUAL;
        double computeScale = 1;
        boolean afterJava = false;
        int i = 0;
        while (i < argv.size()) {
            String a = argv.get(i);
            if (!afterJava && (a.equals("-np") || a.equals("-n") || a.equals("--np"))) {
                np = parseInt(a, value(argv, i++));
            } else if (!afterJava && a.equals("--interconnect")) {
                interconnect = value(argv, i++);
            } else if (!afterJava && a.equals("--topology")) {
                topology = value(argv, i++);
            } else if (!afterJava && a.equals("--trace")) {
                trace = Path.of(value(argv, i++));
            } else if (!afterJava && a.equals("--rma-model")) {
                rmaModel = rmaModel(value(argv, i++));
                traceOptions.add(a);
            } else if (!afterJava && a.equals("--instrument")) {
                autoInstrument = instrumentMode(value(argv, i++));
                traceOptions.add(a);
            } else if (!afterJava && a.equals("--filter")) {
                filter = Path.of(value(argv, i++));
                traceOptions.add(a);
            } else if (!afterJava && a.equals("--trace-buffer")) {
                bufferBytes = byteSize(a, value(argv, i++));
                traceOptions.add(a);
            } else if (!afterJava && a.equals("--force")) {
                force = true;
                traceOptions.add(a);
            } else if (!afterJava && a.equals("--deadlock-timeout")) {
                timeout = deadlockTimeout(value(argv, i++));
            } else if (!afterJava && a.equals("--clock")) {
                clock = ClockMode.parse(value(argv, i++));
            } else if (!afterJava && a.equals("--compute-scale")) {
                computeScale = computeScale(value(argv, i++));
            } else if (!afterJava && a.equals("--async-progress")) {
                async = true;
            } else if (a.equals("-cp") || a.equals("-classpath") || a.equals("--class-path")) {
                for (String entry : value(argv, i++).split(File.pathSeparator)) {
                    if (!entry.isEmpty()) {
                        classpath.add(Path.of(entry));
                    }
                }
            } else if (!afterJava && a.equals("java")) {
                afterJava = true;
            } else if (afterJava && a.startsWith("-")) {
                // A JVM option of the java command line: meaningless for ranks that live in this JVM.
                if (a.equals("-jar")) {
                    throw new IllegalArgumentException("java -jar is not supported: give -cp and the main class");
                }
            } else if (a.startsWith("-")) {
                throw new IllegalArgumentException("unknown option " + a);
            } else {
                if (np < 0) {
                    throw new IllegalArgumentException("-np N is required before the main class");
                }
                if (trace == null && !traceOptions.isEmpty()) {
                    throw new IllegalArgumentException(traceOptions.get(0) + " needs --trace DIR");
                }
                TraceOptions tracing = trace == null ? null : new TraceOptions(trace, rmaModel, force, autoInstrument,
                        filter, bufferBytes);
                return new LaunchOptions(np, interconnect, topology, tracing, classpath, a,
                        argv.subList(i + 1, argv.size()), timeout, async, clock, computeScale);
            }
            i++;
        }
        throw new IllegalArgumentException("no main class given");
    }

    private static RmaEventModel rmaModel(String value) {
        return switch (value) {
            case "basic" -> RmaEventModel.BASIC;
            case "extended" -> RmaEventModel.EXTENDED;
            default -> throw new IllegalArgumentException("--rma-model must be basic or extended, not " + value);
        };
    }

    /** True for {@code auto} (the program's methods too), false for {@code mpi} (MPI calls and main). */
    private static boolean instrumentMode(String value) {
        return switch (value) {
            case "auto" -> true;
            case "mpi" -> false;
            default -> throw new IllegalArgumentException("--instrument must be auto or mpi, not " + value);
        };
    }

    /** A size in bytes, optionally with a k, M or G suffix (binary: 4M = 4 MiB). */
    private static int byteSize(String option, String value) {
        long unit = 1;
        String digits = value;
        char last = value.isEmpty() ? ' ' : Character.toUpperCase(value.charAt(value.length() - 1));
        if (last == 'K' || last == 'M' || last == 'G') {
            unit = last == 'K' ? 1 << 10 : last == 'M' ? 1 << 20 : 1 << 30;
            digits = value.substring(0, value.length() - 1);
        }
        try {
            long bytes = Long.parseLong(digits) * unit;
            if (bytes <= 0 || bytes > Integer.MAX_VALUE - 8) {
                throw new IllegalArgumentException(option + " must be between 1 byte and 2G, not " + value);
            }
            return (int) bytes;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a size in bytes (e.g. 4M), not " + value);
        }
    }

    private static double computeScale(String value) {
        double scale;
        try {
            scale = Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--compute-scale needs a number, not " + value);
        }
        if (!(scale >= 0) || Double.isInfinite(scale)) {
            throw new IllegalArgumentException("--compute-scale must be a finite number >= 0, not " + value);
        }
        return scale;
    }

    private static Duration deadlockTimeout(String value) {
        double seconds = parseDouble("--deadlock-timeout", value);
        if (!(seconds > 0) || Double.isInfinite(seconds)) {
            throw new IllegalArgumentException("--deadlock-timeout must be a positive number of seconds, not " + value);
        }
        return Duration.ofNanos(Math.max(1, Math.round(seconds * 1e9)));
    }

    private static String value(List<String> argv, int optionIndex) {
        if (optionIndex + 1 >= argv.size()) {
            throw new IllegalArgumentException(argv.get(optionIndex) + " needs a value");
        }
        return argv.get(optionIndex + 1);
    }

    private static int parseInt(String option, String value) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a number, not " + value);
        }
    }

    private static double parseDouble(String option, String value) {
        try {
            return Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a number of seconds, not " + value);
        }
    }
}

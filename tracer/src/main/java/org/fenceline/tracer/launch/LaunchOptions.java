package org.fenceline.tracer.launch;

import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What {@code fenceline run} starts: {@code np} ranks of {@code mainClass.main(args)} on an interconnect profile
 * ({@code ideal}, {@code sci-p3} or a profile file).
 *
 * @param topology        link topology ("ring", "torus:AxB" with A·B = np), or null for a ring
 * @param traceDir        where to write the trace, or null for an untraced run
 * @param classpath       where the program's classes are (directories and jars)
 * @param deadlockTimeout how long every live rank must stay blocked with nothing in flight before the run is
 *                        declared deadlocked
 * @param asyncProgress   progress the device from a helper thread as well, not only inside MPI calls
 */
public record LaunchOptions(int np, String interconnect, String topology, Path traceDir, List<Path> classpath,
        String mainClass, List<String> args, Duration deadlockTimeout, boolean asyncProgress) {

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
        classpath = List.copyOf(classpath);
        args = List.copyOf(args);
    }

    /** Defaults: ideal interconnect, no trace, empty classpath, 10 s deadlock timeout, no async progress. */
    public static LaunchOptions of(int np, String mainClass, String... args) {
        return new LaunchOptions(np, "ideal", null, null, List.of(), mainClass, List.of(args),
                DEFAULT_DEADLOCK_TIMEOUT, false);
    }

    public LaunchOptions withInterconnect(String profile) {
        return new LaunchOptions(np, profile, topology, traceDir, classpath, mainClass, args, deadlockTimeout,
                asyncProgress);
    }

    public LaunchOptions withClasspath(List<Path> entries) {
        return new LaunchOptions(np, interconnect, topology, traceDir, entries, mainClass, args, deadlockTimeout,
                asyncProgress);
    }

    public LaunchOptions withDeadlockTimeout(Duration timeout) {
        return new LaunchOptions(np, interconnect, topology, traceDir, classpath, mainClass, args, timeout,
                asyncProgress);
    }

    public LaunchOptions withAsyncProgress(boolean on) {
        return new LaunchOptions(np, interconnect, topology, traceDir, classpath, mainClass, args, deadlockTimeout,
                on);
    }

    /**
     * Parses {@code fenceline run}'s arguments:
     * {@code -np N [--interconnect P] [--topology T] [--trace DIR] [--deadlock-timeout SECONDS] [--async-progress]
     * [-cp CP] MAINCLASS [ARGS...]}, also in Open MPI's habitual form {@code -np N java [-cp CP] MAINCLASS ARGS},
     * where JVM options after {@code java} (-D..., -X..., -ea) are accepted and ignored: the ranks share this JVM.
     */
    public static LaunchOptions parse(List<String> argv) {
        int np = -1;
        String interconnect = "ideal";
        String topology = null;
        Path trace = null;
        List<Path> classpath = new ArrayList<>();
        Duration timeout = DEFAULT_DEADLOCK_TIMEOUT;
        boolean async = false;
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
            } else if (!afterJava && a.equals("--deadlock-timeout")) {
                timeout = Duration.ofMillis(Math.round(1000 * parseDouble(a, value(argv, i++))));
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
                return new LaunchOptions(np, interconnect, topology, trace, classpath, a,
                        argv.subList(i + 1, argv.size()), timeout, async);
            }
            i++;
        }
        throw new IllegalArgumentException("no main class given");
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

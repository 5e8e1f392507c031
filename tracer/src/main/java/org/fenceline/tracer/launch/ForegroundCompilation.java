package org.fenceline.tracer.launch;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/**
 * The JIT compiles the code whose time is measured in the foreground while virtual-time jobs run: a thread that
 * asks for such a method to be compiled waits for the compiled code (a HotSpot compiler directive,
 * {@code BackgroundCompilation: false}, the per-method form of {@code -Xbatch}). Each rank has its own copy of
 * the program's classes, and in the background the copies reached compiled code whenever the shared compiler threads got to them: in one run of a balanced Jacobi
 * solver some ranks relaxed their rows in 50 µs from iteration 30 on and others took 210 µs until iteration 90,
 * which the analysis showed as wait states. In the foreground every copy switches at the same point of its
 * rank's own execution, as separate processes' JITs would; the wait for the compiler is no CPU time of the rank's
 * thread, so it is not counted as its computation ({@link org.fenceline.tracer.kernel.RankClock}).
 *
 * <p>The directives are the JVM's: they are added when the first virtual-time job of the JVM starts and removed
 * when the last one ends. Compiling in the foreground costs host time: about 1.5 s more for a 16-rank run of a
 * few seconds (docs/PERFORMANCE.md). A JVM without the diagnostic command (not HotSpot) keeps compiling in the background.
 */
final class ForegroundCompilation implements AutoCloseable {
    /**
     * Fenceline's shared code (one copy for all ranks, whose time inside MPI is modelled, not measured) keeps
     * compiling in the background; everything else compiles in the foreground: the program's classes, the
     * {@code mpi} facade's per-rank copies, and the JDK, whose methods the program's code calls (with the JDK in
     * the background, a balanced Jacobi solver's ranks waited 12–22 % of their time at its fences instead of
     * 9–12 %). HotSpot uses the first directive that matches.
     */
    private static final String[] DIRECTIVES = {
        "{ match: [\"org/fenceline/trace*.*\", \"org/objectweb/*.*\"], BackgroundCompilation: true }",
        "{ match: \"*.*\", BackgroundCompilation: false }"};
    private static int jobs;
    private static boolean added;

    private boolean closed;

    private ForegroundCompilation() {
    }

    /** Foreground compilation until {@link #close()}. */
    static synchronized ForegroundCompilation begin() {
        if (jobs++ == 0) {
            added = addDirective();
        }
        return new ForegroundCompilation();
    }

    @Override
    public void close() {
        synchronized (ForegroundCompilation.class) {
            if (closed) {
                return;
            }
            closed = true;
            if (--jobs == 0 && added) {
                for (int i = 0; i < DIRECTIVES.length; i++) {
                    invoke("compilerDirectivesRemove");
                }
                added = false;
            }
        }
    }

    private static boolean addDirective() {
        Path file = null;
        try {
            file = Files.createTempFile("fenceline-foreground-jit", ".json");
            Files.writeString(file, "[" + String.join(", ", DIRECTIVES) + "]", StandardCharsets.US_ASCII);
            return invoke("compilerDirectivesAdd", file.toString());
        } catch (IOException noTemporaryFile) {
            return false;
        } finally {
            if (file != null) {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException leftBehind) {
                    // A stray temporary file; the directive is parsed already.
                }
            }
        }
    }

    /** Runs a diagnostic command (what {@code jcmd} runs) in this JVM; false where it has none. */
    private static boolean invoke(String operation, String... arguments) {
        try {
            MBeanServer server = ManagementFactory.getPlatformMBeanServer();
            server.invoke(new ObjectName("com.sun.management:type=DiagnosticCommand"), operation,
                    new Object[] {arguments}, new String[] {String[].class.getName()});
            return true;
        } catch (JMException | RuntimeException notHotSpot) {
            return false;
        }
    }
}

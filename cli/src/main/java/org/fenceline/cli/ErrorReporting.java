package org.fenceline.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * Turns failures into what a user can act on: one line naming the file or call and what is wrong, a
 * non-zero exit status, and a stack trace only with {@code --debug} (or for a bug in Fenceline itself).
 */
final class ErrorReporting implements IExecutionExceptionHandler {
    /** Bad input: a file that cannot be read as a trace or report, an option that makes no sense. */
    static final int EXIT_BAD_INPUT = 2;
    /** A bug in Fenceline. */
    static final int EXIT_INTERNAL = 3;
    /** The JVM's heap was too small for the command. */
    static final int EXIT_OUT_OF_MEMORY = 4;

    @Override
    public int handleExecutionException(Exception e, CommandLine cl, ParseResult parsed) {
        PrintWriter err = cl.getErr();
        boolean debug = DebugOption.enabled(parsed);
        if (e instanceof UserInputException || e instanceof java.io.IOException) {
            err.println("fenceline: " + e.getMessage());
            if (debug) {
                e.printStackTrace(err);
            }
            err.flush();
            return EXIT_BAD_INPUT;
        }
        OutOfMemoryError outOfMemory = outOfMemoryBehind(e);
        if (outOfMemory != null) {
            return outOfMemory(outOfMemory, err);
        }
        return internalError(e, err);
    }

    private static int internalError(Throwable e, PrintWriter err) {
        err.println("fenceline: internal error: " + e);
        e.printStackTrace(err);
        err.flush();
        return EXIT_INTERNAL;
    }

    /**
     * What {@link #outOfMemory} says of a heap that ran out: the maximum heap this JVM has and the setting that doubles
     * it. Made before any command runs (this class is loaded with the command line), since the report may find no
     * heap to make it in.
     */
    private static final String HEAP_TOO_SMALL = heapTooSmall();

    private static String heapTooSmall() {
        long maxMiB = Runtime.getRuntime().maxMemory() >> 20;
        return "fenceline: out of memory: the JVM's maximum heap of " + maxMiB + " MiB is too small for this; run it "
                + "again with more, e.g. FENCELINE_JAVA_OPTS=\"-Xss4m -Xmx" + 2 * maxMiB + "m\"";
    }

    /**
     * The heap that ran out behind {@code failure}, if one did: the JVM hands one instance of OutOfMemoryError to
     * every thread short of heap, so it may come wrapped (a try-with-resources that cannot add it to itself as
     * suppressed throws an IllegalArgumentException caused by it).
     */
    static OutOfMemoryError outOfMemoryBehind(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof OutOfMemoryError e) {
                return e;
            }
            for (Throwable s : t.getSuppressed()) {
                if (s instanceof OutOfMemoryError e) {
                    return e;
                }
            }
        }
        return null;
    }

    /**
     * Reports that the command ran out of memory, in one line. What it wrote is whole or absent (outputs are written
     * under a hidden name and renamed when complete), and the inputs are untouched (a traced run's local traces stay
     * for {@code fenceline trace merge}).
     */
    static int outOfMemory(OutOfMemoryError e, PrintWriter err) {
        String kind = String.valueOf(e.getMessage());
        if (kind.contains("array size")) {
            // An array beyond Java's 2^31 elements: no heap is large enough, so it is Fenceline's to fix.
            return internalError(e, err);
        }
        err.println(kind.contains("heap") || kind.contains("GC overhead") ? HEAP_TOO_SMALL
                : "fenceline: out of memory (" + kind + ")");
        err.flush();
        return EXIT_OUT_OF_MEMORY;
    }

    /** Usage errors: one line, the message and a pointer to --help, not the whole usage text. */
    static final class BadUsage implements CommandLine.IParameterExceptionHandler {
        @Override
        public int handleParseException(CommandLine.ParameterException ex, String[] args) {
            CommandLine cl = ex.getCommandLine();
            PrintWriter err = cl.getErr();
            err.println("fenceline: " + ex.getMessage().replace('\n', ' ') + " (see '"
                    + cl.getCommandSpec().qualifiedName() + " --help')");
            err.flush();
            return EXIT_BAD_INPUT;
        }
    }
}

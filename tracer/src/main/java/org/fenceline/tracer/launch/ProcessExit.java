package org.fenceline.tracer.launch;

/**
 * What {@code System.exit}, {@code Runtime.exit} and {@code Runtime.halt} become in a program's classes
 * ({@link ProgramCalls}). Under mpirun they end one process; here a rank is a thread of the launcher's JVM, so they
 * end only the calling rank's {@code main}, with that status, and the other ranks, the trace merge and the run's
 * exit status carry on. (A thread the program starts itself ends only itself.)
 */
public final class ProcessExit {
    private ProcessExit() {
    }

    /** Stands in for {@code System.exit(status)}. */
    public static void exit(int status) {
        throw new Request(status);
    }

    /** Stands in for {@code runtime.exit(status)} and {@code runtime.halt(status)}. */
    public static void exit(Runtime runtime, int status) {
        throw new Request(status);
    }

    /** Unwinds the rank's main; an Error, so the program's {@code catch (Exception e)} blocks let it pass. */
    static final class Request extends Error {
        private final int status;

        Request(int status) {
            super("System.exit(" + status + ")", null, false, false);
            this.status = status;
        }

        int status() {
            return status;
        }
    }
}

package org.fenceline.tracer.device;

/** Thrown in a rank that is blocked or calls MPI after the job was aborted (by another rank, or a deadlock). */
public class JobAbortedException extends RuntimeException {
    private final int exitCode;

    public JobAbortedException(String message, int exitCode) {
        super(message);
        this.exitCode = exitCode;
    }

    public int exitCode() {
        return exitCode;
    }
}

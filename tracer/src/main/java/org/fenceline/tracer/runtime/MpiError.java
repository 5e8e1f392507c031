package org.fenceline.tracer.runtime;

/**
 * An MPI error detected by the runtime, before the error handler of the communicator involved decided what
 * happens to it. The facade turns it into the checked {@code mpi.MPIException} as it leaves the MPI call.
 */
public final class MpiError extends RuntimeException {
    private final int errorClass;

    public MpiError(int errorClass, String message) {
        super(message);
        this.errorClass = errorClass;
    }

    /** An error raised by program code the runtime called back (a user reduction), kept as the cause. */
    public MpiError(int errorClass, String message, Throwable cause) {
        super(message, cause);
        this.errorClass = errorClass;
    }

    public int errorClass() {
        return errorClass;
    }
}

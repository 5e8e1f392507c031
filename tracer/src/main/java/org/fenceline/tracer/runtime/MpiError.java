package org.fenceline.tracer.runtime;

/**
 * An MPI error detected by the runtime, before the error handler of the communicator involved decided what
 * happens to it. The facade turns it into the checked {@code mpi.MPIException} as it leaves the MPI call.
 */
public final class MpiError extends RuntimeException {
    private final int errorClass;
    private final boolean forWorldHandler;

    public MpiError(int errorClass, String message) {
        this(errorClass, message, false);
    }

    private MpiError(int errorClass, String message, boolean forWorldHandler) {
        super(message);
        this.errorClass = errorClass;
        this.forWorldHandler = forWorldHandler;
    }

    /**
     * An error of a call that involves no communicator, window or file (an invalid group range, datatype
     * argument or keyval): MPI_COMM_WORLD's handler decides. Code shared by all ranks does not know whose
     * world that is, so the facade applies the handler as the error leaves the call ({@link #forWorldHandler()}).
     */
    public static MpiError forWorld(int errorClass, String message) {
        return new MpiError(errorClass, message, true);
    }

    /** An error raised by program code the runtime called back (a user reduction), kept as the cause. */
    public MpiError(int errorClass, String message, Throwable cause) {
        super(message, cause);
        this.errorClass = errorClass;
        this.forWorldHandler = false;
    }

    /** Whether MPI_COMM_WORLD's error handler has yet to act on this error ({@link #forWorld}). */
    public boolean forWorldHandler() {
        return forWorldHandler;
    }

    public int errorClass() {
        return errorClass;
    }
}

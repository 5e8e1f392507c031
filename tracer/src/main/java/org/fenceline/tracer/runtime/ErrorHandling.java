package org.fenceline.tracer.runtime;

/**
 * Applies a communicator's error handler to an error detected by the runtime. The runtime's errors are unchecked
 * {@link MpiError}s; the facade turns them into the checked {@code mpi.MPIException} programs catch as they leave
 * an MPI call. MPI_ERRORS_ARE_FATAL ends the job as Open MPI's handler does: every rank is aborted with the error
 * code as the job's exit status, and the failing rank does not return from the call: it unwinds with the abort,
 * which the program's {@code catch (MPIException e)} does not stop.
 */
public final class ErrorHandling {
    private ErrorHandling() {
    }

    /**
     * The error to throw for {@code errorClass}; under FATAL the job is aborted with exit status
     * {@code errorClass} and the abort is thrown instead.
     */
    public static MpiError raise(RankRuntime runtime, ErrorMode mode, int errorClass, String message) {
        if (mode == ErrorMode.FATAL && runtime != null) {
            throw runtime.abortJob("rank " + runtime.worldRank() + ": " + message + " (MPI_ERRORS_ARE_FATAL)",
                    errorClass);
        }
        return new MpiError(errorClass, message);
    }

    /**
     * MPI_Comm_call_errhandler and MPI_Win_call_errhandler: the handler acts on {@code errorCode}; under
     * MPI_ERRORS_RETURN the call then returns normally (MPI_SUCCESS in C), under MPI_ERRORS_ARE_FATAL the job ends.
     */
    public static void call(RankRuntime runtime, ErrorMode mode, int errorCode, String message) {
        if (mode != ErrorMode.RETURN) {
            throw raise(runtime, mode, errorCode, message);
        }
    }

    /** For errors outside any communicator before MPI is set up (no job to abort yet). */
    public static MpiError unattached(int errorClass, String message) {
        return new MpiError(errorClass, message);
    }
}

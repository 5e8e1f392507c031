package org.fenceline.tracer.runtime;

import java.util.function.BiFunction;

/**
 * Applies a communicator's error handler to an error detected by the runtime. The facade supplies the
 * exception type programs catch ({@code mpi.MPIException}); the runtime does not depend on the facade.
 */
public final class ErrorHandling {
    /** Per rank, since this class is loaded by each rank's class loader. */
    private static volatile BiFunction<Integer, String, RuntimeException> exceptionFactory = MpiError::new;

    private ErrorHandling() {
    }

    public static void useExceptionFactory(BiFunction<Integer, String, RuntimeException> factory) {
        exceptionFactory = factory;
    }

    /** The exception to throw for {@code errorClass}; under FATAL the job is aborted first. */
    public static RuntimeException raise(RankRuntime runtime, ErrorMode mode, int errorClass, String message) {
        RuntimeException exception = exceptionFactory.apply(errorClass, message);
        if (mode == ErrorMode.FATAL && runtime != null) {
            runtime.abortJob("rank " + runtime.worldRank() + ": " + message + " (MPI_ERRORS_ARE_FATAL)", 1);
        }
        return exception;
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
    public static RuntimeException unattached(int errorClass, String message) {
        return exceptionFactory.apply(errorClass, message);
    }
}

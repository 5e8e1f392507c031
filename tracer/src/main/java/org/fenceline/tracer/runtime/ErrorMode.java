package org.fenceline.tracer.runtime;

/** What an error on a communicator does: MPI_ERRORS_ARE_FATAL (the default) or MPI_ERRORS_RETURN. */
public enum ErrorMode {
    /** Abort the whole job, then raise the exception in the failing rank so its stack trace is reported. */
    FATAL,
    /** Raise the exception and let the program handle it. */
    RETURN
}

package mpi;

import org.fenceline.tracer.runtime.ErrorMode;

/** An error handler: {@link MPI#ERRORS_ARE_FATAL} (the default) or {@link MPI#ERRORS_RETURN}. */
public final class Errhandler {
    private final ErrorMode mode;

    Errhandler(ErrorMode mode) {
        this.mode = mode;
    }

    ErrorMode mode() {
        return mode;
    }
}

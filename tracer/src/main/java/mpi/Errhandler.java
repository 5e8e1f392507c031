package mpi;

import org.fenceline.tracer.runtime.ErrorMode;

/** An error handler: {@link MPI#ERRORS_ARE_FATAL} (the default) or {@link MPI#ERRORS_RETURN}. */
public final class Errhandler implements Freeable {
    private final ErrorMode mode;

    Errhandler(ErrorMode mode) {
        this.mode = mode;
    }

    ErrorMode mode() {
        return mode;
    }

    /** Predefined handlers stay valid; freeing a handle only releases the caller's reference (MPI_Errhandler_free). */
    @Override
    public void free() {
    }

    public boolean isNull() {
        return mode == null;
    }
}

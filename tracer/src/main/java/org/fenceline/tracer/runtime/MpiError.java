package org.fenceline.tracer.runtime;

/**
 * An MPI error detected by the runtime, before the error handler of the communicator involved decided what
 * happens to it. {@link ErrorHandling} turns it into the facade's exception.
 */
public final class MpiError extends RuntimeException {
    private final int errorClass;

    public MpiError(int errorClass, String message) {
        super(message);
        this.errorClass = errorClass;
    }

    public int errorClass() {
        return errorClass;
    }
}

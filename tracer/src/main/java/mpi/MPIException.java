package mpi;

/**
 * Signals an MPI error. Unlike Open MPI's binding this exception is unchecked, so programs written for Open MPI
 * (which declare {@code throws MPIException}) compile unchanged, and so do programs that do not declare it.
 * {@link #getMessage()} plays the part of MPI_Error_string and names the call and the argument at fault.
 */
public final class MPIException extends RuntimeException {
    private final int errorCode;
    private final int errorClass;

    protected MPIException(int code, int clazz, String message) {
        super(message);
        this.errorCode = code;
        this.errorClass = clazz;
    }

    public MPIException(String message) {
        this(MPI.ERR_OTHER, MPI.ERR_OTHER, message);
    }

    public MPIException(Throwable cause) {
        super(cause);
        this.errorCode = MPI.ERR_OTHER;
        this.errorClass = MPI.ERR_OTHER;
        setStackTrace(cause.getStackTrace());
    }

    public int getErrorCode() {
        return errorCode;
    }

    public int getErrorClass() {
        return errorClass;
    }
}

package mpi;

import org.fenceline.tracer.rank.ThisRank;
import org.fenceline.tracer.runtime.MpiError;
import org.fenceline.tracer.runtime.RankRuntime;

/**
 * Signals an MPI error. As in Open MPI's binding it is checked: every MPI call declares it, and it reaches the
 * program only under {@code MPI.ERRORS_RETURN} (the default handler, ERRORS_ARE_FATAL, ends the job).
 * {@link #getMessage()} plays the part of MPI_Error_string and names the call and the argument at fault.
 */
public final class MPIException extends Exception {
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

    /**
     * The exception a program sees for a runtime error leaving an MPI call: the program's own MPIException if
     * one thrown in a callback (a user reduction) travelled through the runtime, else one of the error's class.
     * An error no communicator, window or file is involved in meets MPI_COMM_WORLD's handler here.
     */
    static MPIException of(MpiError error) {
        RankRuntime rank = ThisRank.installed();
        if (error.forWorldHandler() && rank != null) {
            rank.error(error.errorClass(), error.getMessage()); // MPI_ERRORS_ARE_FATAL ends the job here
        }
        if (error.getCause() instanceof MPIException fromProgram) {
            return fromProgram;
        }
        MPIException e = new MPIException(error.errorClass(), error.errorClass(), error.getMessage());
        e.setStackTrace(error.getStackTrace());
        return e;
    }

    public int getErrorCode() {
        return errorCode;
    }

    public int getErrorClass() {
        return errorClass;
    }
}

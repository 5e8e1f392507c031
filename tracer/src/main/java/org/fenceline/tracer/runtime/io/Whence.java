package org.fenceline.tracer.runtime.io;

/** The whence argument of MPI_File_seek and MPI_File_seek_shared, valued as in Open MPI's mpi.h. */
public final class Whence {
    public static final int SET = 600;
    public static final int CUR = 602;
    public static final int END = 604;

    private Whence() {
    }

    /** The new pointer for {@code offset} from a valid {@code whence}; {@code end} is the end of file in the view. */
    static long resolve(int whence, long offset, long current, long end) {
        return switch (whence) {
            case SET -> offset;
            case CUR -> current + offset;
            case END -> end + offset;
            default -> throw new IllegalStateException("whence=" + whence + " was not checked with isValid");
        };
    }

    static boolean isValid(int whence) {
        return whence == SET || whence == CUR || whence == END;
    }
}

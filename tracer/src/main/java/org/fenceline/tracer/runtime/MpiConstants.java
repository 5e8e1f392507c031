package org.fenceline.tracer.runtime;

/** Values of MPI's integer constants, as Open MPI defines them; the facade republishes them in {@code mpi.MPI}. */
public final class MpiConstants {
    public static final int ANY_SOURCE = -1;
    public static final int ANY_TAG = -1;
    public static final int PROC_NULL = -2;
    public static final int UNDEFINED = -32766;
    /** Largest tag a program may use (MPI_TAG_UB). */
    public static final int TAG_UB = Integer.MAX_VALUE - 16;

    public static final int IDENT = 0;
    public static final int CONGRUENT = 1;
    public static final int SIMILAR = 2;
    public static final int UNEQUAL = 3;

    public static final int THREAD_SINGLE = 0;
    public static final int THREAD_FUNNELED = 1;
    public static final int THREAD_SERIALIZED = 2;
    public static final int THREAD_MULTIPLE = 3;

    /** Keys of the predefined attributes of MPI_COMM_WORLD (Open MPI's values). */
    public static final int TAG_UB_KEY = 0;
    public static final int HOST_KEY = 1;
    public static final int IO_KEY = 2;
    public static final int WTIME_IS_GLOBAL_KEY = 3;
    public static final int APPNUM_KEY = 4;
    public static final int LASTUSEDCODE_KEY = 5;
    public static final int UNIVERSE_SIZE_KEY = 6;

    /** MPI_COMM_TYPE_SHARED, the split type of MPI_Comm_split_type. */
    public static final int COMM_TYPE_SHARED = 0;

    public static final int CART = 1;
    public static final int GRAPH = 2;
    public static final int DIST_GRAPH = 3;

    /** Bytes MPI_Bsend needs in the attached buffer on top of each message. */
    public static final int BSEND_OVERHEAD = 128;

    private MpiConstants() {
    }
}

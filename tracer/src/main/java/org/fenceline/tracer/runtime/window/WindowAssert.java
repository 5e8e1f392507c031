package org.fenceline.tracer.runtime.window;

/** Values of MPI's one-sided constants as Open MPI defines them; the facade republishes them in {@code mpi.MPI}. */
public final class WindowAssert {
    public static final int MODE_NOCHECK = 1;
    public static final int MODE_NOPRECEDE = 2;
    public static final int MODE_NOPUT = 4;
    public static final int MODE_NOSTORE = 8;
    public static final int MODE_NOSUCCEED = 16;
    static final int ALL = MODE_NOCHECK | MODE_NOPRECEDE | MODE_NOPUT | MODE_NOSTORE | MODE_NOSUCCEED;

    public static final int LOCK_EXCLUSIVE = 1;
    public static final int LOCK_SHARED = 2;

    /** Attribute keys of a window (MPI_Win_get_attr), Open MPI's values of the predefined keyvals. */
    public static final int WIN_BASE = 7;
    public static final int WIN_SIZE = 8;
    public static final int WIN_DISP_UNIT = 9;
    public static final int WIN_CREATE_FLAVOR = 10;
    public static final int WIN_MODEL = 11;

    /** MPI_WIN_FLAVOR_* and MPI_WIN_UNIFIED: every rank's window memory is its public copy at once. */
    public static final int FLAVOR_CREATE = 1;
    public static final int FLAVOR_ALLOCATE = 2;
    public static final int FLAVOR_DYNAMIC = 3;
    public static final int UNIFIED = 0;

    private WindowAssert() {
    }

    static boolean has(int assertion, int mode) {
        return (assertion & mode) != 0;
    }
}

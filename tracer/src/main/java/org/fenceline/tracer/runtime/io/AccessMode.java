package org.fenceline.tracer.runtime.io;

import java.nio.file.OpenOption;
import java.nio.file.StandardOpenOption;
import java.util.HashSet;
import java.util.Set;

/** The amode bits of MPI_File_open, valued as in Open MPI's mpi.h; the facade republishes them in {@code mpi.MPI}. */
public final class AccessMode {
    public static final int CREATE = 1;
    public static final int RDONLY = 2;
    public static final int WRONLY = 4;
    public static final int RDWR = 8;
    public static final int DELETE_ON_CLOSE = 16;
    /** A hint that no one else opens the file meanwhile: accepted, nothing to do for it. */
    public static final int UNIQUE_OPEN = 32;
    public static final int EXCL = 64;
    public static final int APPEND = 128;
    public static final int SEQUENTIAL = 256;

    private static final int ALL = CREATE | RDONLY | WRONLY | RDWR | DELETE_ON_CLOSE | UNIQUE_OPEN | EXCL | APPEND
            | SEQUENTIAL;

    private AccessMode() {
    }

    /** What makes {@code amode} invalid (MPI-3.1 §13.2.1), or null when it is valid. */
    static String problem(int amode) {
        if ((amode & ~ALL) != 0) {
            return "amode=" + amode + " has bits that are no MPI.MODE_* constant";
        }
        int ways = Integer.bitCount(amode & (RDONLY | WRONLY | RDWR));
        if (ways != 1) {
            return "amode must have exactly one of MPI.MODE_RDONLY, MPI.MODE_WRONLY and MPI.MODE_RDWR";
        }
        if (is(amode, RDONLY) && (is(amode, CREATE) || is(amode, EXCL))) {
            return "MPI.MODE_RDONLY cannot be combined with MPI.MODE_CREATE or MPI.MODE_EXCL";
        }
        if (is(amode, RDWR) && is(amode, SEQUENTIAL)) {
            return "MPI.MODE_RDWR cannot be combined with MPI.MODE_SEQUENTIAL";
        }
        return null;
    }

    static boolean is(int amode, int bit) {
        return (amode & bit) != 0;
    }

    /** How the channel is opened; MPI_MODE_EXCL with MPI_MODE_CREATE fails on an existing file. */
    static Set<OpenOption> options(int amode) {
        Set<OpenOption> options = new HashSet<>();
        if (!is(amode, WRONLY)) {
            options.add(StandardOpenOption.READ);
        }
        if (!is(amode, RDONLY)) {
            options.add(StandardOpenOption.WRITE);
        }
        if (is(amode, CREATE)) {
            options.add(is(amode, EXCL) ? StandardOpenOption.CREATE_NEW : StandardOpenOption.CREATE);
        }
        return options;
    }
}

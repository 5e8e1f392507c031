package org.fenceline.samples;

import mpi.Intracomm;
import mpi.MPIException;

/**
 * Lines the ranks up before the part of a sample that is looked at, so an injected delay counts from a common
 * start. Two barriers: the first absorbs the start-up (each rank runs its first MPI calls, which load this rank's
 * copy of the runtime's classes, at its own pace); after the second, warm one, the ranks leave close together.
 * The waits of these barriers lie outside the samples' regions.
 */
public final class StartLine {
    private StartLine() {
    }

    public static void align(Intracomm comm) throws MPIException {
        comm.barrier();
        comm.barrier();
    }
}

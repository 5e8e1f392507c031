package org.fenceline.cli.programs;

import mpi.MPI;
import mpi.MPIException;

/**
 * Rank 1 hands MPI_ERR_COMM to MPI_COMM_WORLD's handler, MPI_ERRORS_ARE_FATAL, while the others wait in a receive
 * that never comes (Open MPI's CommErrhandler test).
 */
public final class FatalError {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        if (MPI.COMM_WORLD.getRank() == 1) {
            MPI.COMM_WORLD.callErrhandler(MPI.ERR_COMM);
        }
        MPI.COMM_WORLD.recv(new int[1], 1, MPI.INT, 1, 0);
        MPI.Finalize();
    }
}

package org.fenceline.cli.programs;

import mpi.MPI;
import mpi.MPIException;

/** Rank 1 calls MPI_Abort with code 7 while the others wait in a receive that never comes. */
public final class Aborting {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        if (MPI.COMM_WORLD.getRank() == 1) {
            MPI.COMM_WORLD.abort(7);
        }
        MPI.COMM_WORLD.recv(new int[1], 1, MPI.INT, 1, 0);
        MPI.Finalize();
    }
}

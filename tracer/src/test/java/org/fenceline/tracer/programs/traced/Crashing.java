package org.fenceline.tracer.programs.traced;

import mpi.MPI;
import mpi.MPIException;

/** Rank 1 fails after a message exchange while rank 0 waits in MPI_Recv for a message that never comes. */
public class Crashing {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int[] data = new int[1];
        if (rank == 0) {
            MPI.COMM_WORLD.send(data, 1, MPI.INT, 1, 1);
            MPI.COMM_WORLD.recv(data, 1, MPI.INT, 1, 2);
        } else {
            MPI.COMM_WORLD.recv(data, 1, MPI.INT, 0, 1);
            throw new IllegalStateException("rank 1 gives up");
        }
        MPI.Finalize();
    }
}

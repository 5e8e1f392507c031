package org.fenceline.tracer.programs;

import mpi.MPI;
import mpi.MPIException;

/** The last rank never enters the barrier: it waits for a message nobody sends. */
public class MissingFromBarrier {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        if (rank == MPI.COMM_WORLD.getSize() - 1) {
            MPI.COMM_WORLD.recv(new int[1], 1, MPI.INT, 0, 99);
        } else {
            MPI.COMM_WORLD.barrier();
        }
        MPI.Finalize();
    }
}

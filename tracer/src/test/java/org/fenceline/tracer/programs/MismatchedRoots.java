package org.fenceline.tracer.programs;

import mpi.MPI;
import mpi.MPIException;

/** Each rank names itself as the root of a reduce: nobody sends, so only the deadlock report can tell. */
public class MismatchedRoots {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        MPI.COMM_WORLD.reduce(new int[1], new int[1], 1, MPI.INT, MPI.SUM, rank);
        MPI.Finalize();
    }
}

package org.fenceline.tracer.programs.traced;

import mpi.Intercomm;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

/** Four ranks build an intercommunicator between the two halves of the world, copy it and merge the copy. */
public class IntercommCalls {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int half = MPI.COMM_WORLD.getSize() / 2;
        boolean low = rank < half;
        Intracomm local = MPI.COMM_WORLD.split(low ? 0 : 1, rank);
        Intercomm inter = MPI.COMM_WORLD.createIntercomm(local, 0, low ? half : 0, 7);
        Intercomm copy = inter.dup();
        Intracomm merged = copy.merge(!low);
        merged.free();
        MPI.Finalize();
    }
}

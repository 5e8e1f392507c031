package org.fenceline.tracer.programs.traced;

import mpi.MPI;
import mpi.MPIException;

/** Many cheap MPI calls (args[0] of them): enough records to fill a small trace buffer several times. */
public class ManyCalls {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int calls = Integer.parseInt(args[0]);
        for (int i = 0; i < calls; i++) {
            MPI.COMM_WORLD.getRank();
        }
        MPI.Finalize();
    }
}

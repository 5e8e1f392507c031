package org.fenceline.tracer.programs;

import mpi.File;
import mpi.MPI;
import mpi.MPIException;

/** Rank 0 writes collectively while rank 1 waits in a barrier: a deadlock (2 ranks; args[0]: the file). */
public class MissingFromFileCollective {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        File f = new File(MPI.COMM_WORLD, args[0], MPI.MODE_WRONLY | MPI.MODE_CREATE);
        if (MPI.COMM_WORLD.getRank() == 0) {
            f.writeAll(new byte[1], 1, MPI.BYTE);
        } else {
            MPI.COMM_WORLD.barrier();
        }
        MPI.Finalize();
    }
}

package org.fenceline.tracer.programs;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

/** Rank 0 accepts on a port nobody connects to; rank 1 waits for a message rank 0 never sends. */
public class AcceptWithoutConnect {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        if (MPI.COMM_WORLD.getRank() == 0) {
            MPI.COMM_SELF.accept(Intracomm.openPort(), 0);
        } else {
            MPI.COMM_WORLD.recv(new int[1], 1, MPI.INT, 0, 99);
        }
        MPI.Finalize();
    }
}

package org.fenceline.tracer.programs;

import mpi.MPI;
import mpi.MPIException;

/** Ring: every rank passes its rank to the right neighbour, Open-MPI style with checked-looking exceptions. */
public class Hello {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        int[] out = {rank};
        int[] in = new int[1];
        MPI.COMM_WORLD.sendRecv(out, 1, MPI.INT, (rank + 1) % size, 7, in, 1, MPI.INT, (rank - 1 + size) % size, 7);
        Check.equal((rank - 1 + size) % size, in[0], "value from the left neighbour");
        MPI.Finalize();
    }
}

package org.fenceline.tracer.programs.traced;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;

/**
 * Rank 0 sends to rank 1 right after calls that take no virtual time (MPI_Comm_rank, MPI_Comm_size), so that its
 * SEND shares its instant with their records, while rank 1 waits in its receive: blocking and non-blocking
 * sends, the given number of times each.
 * Arguments: messages per kind of send.
 */
public class InstantSends {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int messages = Integer.parseInt(args[0]);
        int[] data = new int[2];
        IntBuffer buffer = MPI.newIntBuffer(2);
        boolean sender = MPI.COMM_WORLD.getRank() == 0;
        for (int i = 0; i < messages; i++) {
            if (sender) {
                MPI.COMM_WORLD.getSize();
                MPI.COMM_WORLD.getRank();
                MPI.COMM_WORLD.send(data, 2, MPI.INT, 1, 1);
                MPI.COMM_WORLD.getSize();
                MPI.COMM_WORLD.iSend(buffer, 2, MPI.INT, 1, 2).waitFor();
            } else {
                MPI.COMM_WORLD.recv(data, 2, MPI.INT, 0, 1);
                MPI.COMM_WORLD.iRecv(buffer, 2, MPI.INT, 0, 2).waitFor();
            }
        }
        MPI.COMM_WORLD.barrier();
        MPI.Finalize();
    }
}

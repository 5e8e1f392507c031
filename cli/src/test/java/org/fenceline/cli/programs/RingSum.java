package org.fenceline.cli.programs;

import java.nio.file.Files;
import java.nio.file.Path;

import mpi.MPI;
import mpi.MPIException;

/** Passes a running sum around the ring; rank 0 writes the total to the file named by args[0]. */
public final class RingSum {
    private static int received;

    public static void main(String[] args) throws MPIException, java.io.IOException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        int[] buf = new int[1];
        if (rank == 0) {
            buf[0] = 1;
            MPI.COMM_WORLD.send(buf, 1, MPI.INT, 1 % size, 0);
            MPI.COMM_WORLD.recv(buf, 1, MPI.INT, size - 1, 0);
            received = buf[0];
            Files.writeString(Path.of(args[0]), Integer.toString(received));
        } else {
            MPI.COMM_WORLD.recv(buf, 1, MPI.INT, rank - 1, 0);
            received = buf[0];
            buf[0] += rank + 1;
            MPI.COMM_WORLD.send(buf, 1, MPI.INT, (rank + 1) % size, 0);
        }
        MPI.Finalize();
    }
}

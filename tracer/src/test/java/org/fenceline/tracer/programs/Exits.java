package org.fenceline.tracer.programs;

import mpi.MPI;
import mpi.MPIException;

/**
 * Ranks that leave through System.exit or Runtime.halt, as args[0] says. Under mpirun each call ends one process;
 * in the emulation it must end only its own rank.
 */
public class Exits {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        switch (args[0]) {
            case "after-finalize" -> {
                // Rank 1 leaves with 3 and rank 2 with 0 right after MPI_Finalize; rank 0 returns normally.
                MPI.Finalize();
                if (rank == 1) {
                    System.exit(3);
                } else if (rank == 2) {
                    Runtime.getRuntime().halt(0);
                }
            }
            case "before-finalize" -> {
                // Rank 1 leaves with 5 while rank 0 waits for a message it will never send.
                if (rank == 1) {
                    Runtime.getRuntime().exit(5);
                }
                MPI.COMM_WORLD.recv(new int[1], 1, MPI.INT, 1, 0);
                MPI.Finalize();
            }
            default -> throw new IllegalArgumentException(args[0]);
        }
    }
}

package org.fenceline.tracer.programs;

import java.util.concurrent.TimeUnit;
import mpi.MPI;
import mpi.MPIException;

/**
 * Each rank sleeps in its own way between two readings of MPI_Wtime: rank 0
 * {@code TimeUnit.MICROSECONDS.sleep(12_345)}, rank 1 {@code Thread.sleep(20, 500_000)}, rank 2
 * {@code Thread.sleep(30)}; then rank 0 receives a message that rank 2 sends after its sleep. Leaves, under the
 * given key, each rank's slept nanoseconds (from MPI_Wtime) and rank 0's time when the message has arrived.
 */
public class Sleepers {
    public static void main(String[] args) throws MPIException, InterruptedException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        MPI.COMM_WORLD.barrier();
        double before = MPI.wtime();
        switch (rank) {
            case 0 -> TimeUnit.MICROSECONDS.sleep(12_345);
            case 1 -> Thread.sleep(20, 500_000);
            default -> Thread.sleep(30);
        }
        double after = MPI.wtime();
        int[] message = {rank};
        if (rank == 2) {
            MPI.COMM_WORLD.send(message, 1, MPI.INT, 0, 0);
        } else if (rank == 0) {
            MPI.COMM_WORLD.recv(message, 1, MPI.INT, 2, 0);
        }
        long slept = Math.round((after - before) * 1e9);
        long received = Math.round((MPI.wtime() - before) * 1e9);
        System.getProperties().put("fenceline.test." + args[0] + "." + rank, new long[] {slept, received});
        MPI.Finalize();
    }
}

package org.fenceline.tracer.programs;

import mpi.MPI;
import mpi.MPIException;

/**
 * Each rank spins outside MPI until its clock shows a given time more, each on another clock: rank 0 on
 * {@code System.nanoTime()} for 20 ms, rank 1 on {@code System.currentTimeMillis()} for 30 ms, rank 2 on
 * {@code MPI.wtime()} for 10 ms; then rank 0 receives a message that rank 1 sends after its spin. Leaves, under the
 * given key, each rank's spin in nanoseconds of MPI_Wtime, its MPI_Wtime at the spin's end and, on rank 0, its
 * MPI_Wtime when the message has arrived.
 */
public class ClockSpinners {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        MPI.COMM_WORLD.barrier();
        double before = MPI.wtime();
        switch (rank) {
            case 0 -> {
                long end = System.nanoTime() + 20_000_000L;
                while (System.nanoTime() < end) {
                    Thread.onSpinWait();
                }
            }
            case 1 -> {
                long end = System.currentTimeMillis() + 30;
                while (System.currentTimeMillis() < end) {
                    Thread.onSpinWait();
                }
            }
            default -> {
                double end = MPI.wtime() + 0.010;
                while (MPI.wtime() < end) {
                    Thread.onSpinWait();
                }
            }
        }
        double after = MPI.wtime();
        int[] message = {rank};
        if (rank == 1) {
            MPI.COMM_WORLD.send(message, 1, MPI.INT, 0, 0);
        } else if (rank == 0) {
            MPI.COMM_WORLD.recv(message, 1, MPI.INT, 1, 0);
        }
        long spun = Math.round((after - before) * 1e9);
        long received = Math.round(MPI.wtime() * 1e9);
        System.getProperties().put("fenceline.test." + args[0] + "." + rank,
                new long[] {spun, Math.round(after * 1e9), received});
        MPI.Finalize();
    }
}

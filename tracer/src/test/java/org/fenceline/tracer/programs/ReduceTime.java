package org.fenceline.tracer.programs;

import java.nio.DoubleBuffer;
import mpi.MPI;
import mpi.MPIException;

/**
 * Times MPI_Reduce (to rank 0) or MPI_Allreduce (MPI_SUM) of the given number of doubles as PMB does: after one
 * untimed call (which connects the ranks) and a barrier, {@value #CALLS} calls back to back; rank 0 leaves the
 * largest per-call average of all ranks (from MPI_Wtime, seconds) in the JVM's properties under the given key.
 * Arguments: reduce|allreduce, doubles, key.
 */
public class ReduceTime {
    private static final int CALLS = 4;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        boolean all = args[0].equals("allreduce");
        int doubles = Integer.parseInt(args[1]);
        int rank = MPI.COMM_WORLD.getRank();
        DoubleBuffer send = MPI.newDoubleBuffer(doubles);
        DoubleBuffer receive = MPI.newDoubleBuffer(doubles);
        for (int i = 0; i < doubles; i++) {
            send.put(i, rank);
        }
        combine(all, send, receive, doubles);
        MPI.COMM_WORLD.barrier();
        double start = MPI.wtime();
        for (int call = 0; call < CALLS; call++) {
            combine(all, send, receive, doubles);
        }
        double[] perCall = {(MPI.wtime() - start) / CALLS};
        double[] slowest = new double[1];
        MPI.COMM_WORLD.reduce(perCall, slowest, 1, MPI.DOUBLE, MPI.MAX, 0);
        if (rank == 0) {
            int ranks = MPI.COMM_WORLD.getSize();
            Check.isTrue(receive.get(doubles - 1) == ranks * (ranks - 1) / 2.0, "the sum is complete");
            System.getProperties().put("fenceline.test." + args[2], slowest[0]);
        }
        MPI.Finalize();
    }

    private static void combine(boolean all, DoubleBuffer send, DoubleBuffer receive, int doubles)
            throws MPIException {
        if (all) {
            MPI.COMM_WORLD.allReduce(send, receive, doubles, MPI.DOUBLE, MPI.SUM);
        } else {
            MPI.COMM_WORLD.reduce(send, receive, doubles, MPI.DOUBLE, MPI.SUM, 0);
        }
    }
}

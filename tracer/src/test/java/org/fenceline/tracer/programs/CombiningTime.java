package org.fenceline.tracer.programs;

import java.nio.DoubleBuffer;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;

/**
 * Times one MPI_Reduce_local (MPI_SUM) of the given number of doubles by MPI_Wtime and leaves the nanoseconds
 * in the JVM's properties under the given key. Arguments: doubles, key.
 */
public class CombiningTime {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int doubles = Integer.parseInt(args[0]);
        DoubleBuffer in = MPI.newDoubleBuffer(doubles);
        DoubleBuffer inOut = MPI.newDoubleBuffer(doubles);
        for (int i = 0; i < doubles; i++) {
            in.put(i, i);
            inOut.put(i, 1);
        }
        double start = MPI.wtime();
        Comm.reduceLocal(in, inOut, doubles, MPI.DOUBLE, MPI.SUM);
        long nanos = Math.round((MPI.wtime() - start) * 1e9);
        Check.isTrue(inOut.get(doubles - 1) == doubles, "the sum is combined");
        System.getProperties().put("fenceline.test." + args[1], nanos);
        MPI.Finalize();
    }
}

package org.fenceline.tracer.programs;

import mpi.MPI;
import mpi.MPIException;
import org.fenceline.tracer.launch.bench.RingStreams;

/**
 * Runs {@link RingStreams} and leaves rank 0's bandwidths (MB/s per stream) in the JVM's properties under the
 * given key. Arguments: streams, key.
 */
public class RingStreamsBandwidth {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        double[] bandwidths = RingStreams.bandwidths(Integer.parseInt(args[0]), Integer.parseInt(args[0]), 1 << 18, 32);
        if (MPI.COMM_WORLD.getRank() == 0) {
            System.getProperties().put("fenceline.test." + args[1], bandwidths);
        }
        MPI.Finalize();
    }
}

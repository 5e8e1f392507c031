package org.fenceline.tracer.programs;

import java.nio.ByteBuffer;
import mpi.MPI;
import mpi.MPIException;

/**
 * Ping-pong of messages of the given bytes, as OSU's latency test: rank 0 leaves the half round trip in
 * microseconds (from MPI_Wtime) in the JVM's properties under the given key. Arguments: bytes, key.
 */
public class PingPongTime {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int bytes = Integer.parseInt(args[0]);
        int rank = MPI.COMM_WORLD.getRank();
        ByteBuffer buffer = MPI.newByteBuffer(Math.max(1, bytes));
        int iterations = 50;
        double start = 0;
        for (int i = -5; i < iterations; i++) {
            if (i == 0) {
                start = MPI.wtime();
            }
            if (rank == 0) {
                MPI.COMM_WORLD.send(buffer, bytes, MPI.BYTE, 1, 0);
                MPI.COMM_WORLD.recv(buffer, bytes, MPI.BYTE, 1, 0);
            } else {
                MPI.COMM_WORLD.recv(buffer, bytes, MPI.BYTE, 0, 0);
                MPI.COMM_WORLD.send(buffer, bytes, MPI.BYTE, 0, 0);
            }
        }
        if (rank == 0) {
            double halfRoundTripMicros = (MPI.wtime() - start) / iterations / 2 * 1e6;
            System.getProperties().put("fenceline.test." + args[1], halfRoundTripMicros);
        }
        MPI.Finalize();
    }
}

package org.fenceline.samples.p2p;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import org.fenceline.samples.Delay;
import org.fenceline.samples.StartLine;
import org.fenceline.tracer.measure.Region;

/**
 * Late Receiver: rank 0 sends with MPI_Ssend, which cannot complete before the receive is posted, and rank 1
 * computes for the injected delay before it posts it, so the sender is the one that waits. Expected:
 * {@code mpi_latereceiver} = delay, charged to rank 0.
 *
 * <pre>fenceline run -np 2 --trace DIR org.fenceline.samples.p2p.LateReceiver [DELAY_MS]</pre>
 */
public class LateReceiver {
    private static final int BLOCK = 1;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Delay delay = Delay.fromArgs(args);
        Intracomm world = MPI.COMM_WORLD;
        double[] block = new double[64];
        StartLine.align(world);
        try (Region exchange = Region.enter("exchange")) {
            if (world.getRank() == 0) {
                world.sSend(block, block.length, MPI.DOUBLE, 1, BLOCK);
            } else if (world.getRank() == 1) {
                delay.compute();
                world.recv(block, block.length, MPI.DOUBLE, 0, BLOCK);
            }
        }
        MPI.Finalize();
    }
}

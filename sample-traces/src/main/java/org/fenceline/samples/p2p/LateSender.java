package org.fenceline.samples.p2p;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import org.fenceline.samples.Delay;
import org.fenceline.samples.StartLine;
import org.fenceline.tracer.measure.Region;

/**
 * Late Sender: rank 1 posts its receive at once, but rank 0 computes for the injected delay before it sends, so
 * rank 1 sits in MPI_Recv for the whole delay. Expected: {@code mpi_latesender} = delay, charged to rank 1.
 *
 * <pre>fenceline run -np 2 --trace DIR org.fenceline.samples.p2p.LateSender [DELAY_MS]</pre>
 */
public class LateSender {
    private static final int RESULT = 1;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Delay delay = Delay.fromArgs(args);
        Intracomm world = MPI.COMM_WORLD;
        double[] result = new double[1];
        StartLine.align(world);
        try (Region exchange = Region.enter("exchange")) {
            if (world.getRank() == 0) {
                delay.compute();
                result[0] = 42;
                world.send(result, 1, MPI.DOUBLE, 1, RESULT);
            } else if (world.getRank() == 1) {
                world.recv(result, 1, MPI.DOUBLE, 0, RESULT);
            }
        }
        MPI.Finalize();
    }
}

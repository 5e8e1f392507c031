package org.fenceline.samples.collective;

import java.util.Arrays;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import org.fenceline.samples.Delay;
import org.fenceline.samples.StartLine;
import org.fenceline.tracer.measure.Region;

/**
 * Late Broadcast: the root computes the parameters for the injected delay before it broadcasts them, and every
 * other rank waits in MPI_Bcast. Expected: {@code mpi_latebroadcast} = (n-1) · delay, at ranks 1..n-1.
 *
 * <pre>fenceline run -np 4 --trace DIR org.fenceline.samples.collective.LateBroadcast [DELAY_MS]</pre>
 */
public class LateBroadcast {
    private static final int ROOT = 0;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Delay delay = Delay.fromArgs(args);
        Intracomm world = MPI.COMM_WORLD;
        double[] parameters = new double[8];
        StartLine.align(world);
        try (Region step = Region.enter("step")) {
            if (world.getRank() == ROOT) {
                delay.compute();
                Arrays.fill(parameters, 0.5);
            }
            world.bcast(parameters, parameters.length, MPI.DOUBLE, ROOT);
        }
        MPI.Finalize();
    }
}

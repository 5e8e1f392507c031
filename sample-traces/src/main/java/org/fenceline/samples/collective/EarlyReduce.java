package org.fenceline.samples.collective;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import org.fenceline.samples.Delay;
import org.fenceline.samples.StartLine;
import org.fenceline.tracer.measure.Region;

/**
 * Early Reduce: the root enters MPI_Reduce at once, but the last rank computes for the injected delay before it
 * contributes; the root cannot finish the sum earlier. Only the root is charged (the other senders do not wait
 * in an n-to-1 operation). Expected: {@code mpi_earlyreduce} = delay, at rank 0.
 *
 * <pre>fenceline run -np 4 --trace DIR org.fenceline.samples.collective.EarlyReduce [DELAY_MS]</pre>
 */
public class EarlyReduce {
    private static final int ROOT = 0;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Delay delay = Delay.fromArgs(args);
        Intracomm world = MPI.COMM_WORLD;
        long[] localCount = {world.getRank() + 1};
        long[] totalCount = new long[1];
        StartLine.align(world);
        try (Region step = Region.enter("step")) {
            if (world.getRank() == world.getSize() - 1) {
                delay.compute();
            }
            world.reduce(localCount, totalCount, 1, MPI.LONG, MPI.SUM, ROOT);
        }
        MPI.Finalize();
    }
}

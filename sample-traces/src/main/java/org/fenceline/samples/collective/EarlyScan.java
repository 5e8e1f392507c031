package org.fenceline.samples.collective;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import org.fenceline.samples.Delay;
import org.fenceline.samples.StartLine;
import org.fenceline.tracer.measure.Region;

/**
 * Early Scan: each rank needs the prefix sum of the counts of the ranks below it (to find its offset in a
 * global array), and rank 0 computes for the injected delay before it enters MPI_Scan; every higher rank waits
 * for it. Expected: {@code mpi_earlyscan} = (n-1) · delay, at ranks 1..n-1.
 *
 * <pre>fenceline run -np 4 --trace DIR org.fenceline.samples.collective.EarlyScan [DELAY_MS]</pre>
 */
public class EarlyScan {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Delay delay = Delay.fromArgs(args);
        Intracomm world = MPI.COMM_WORLD;
        int[] localCount = {100 + world.getRank()};
        int[] offsetAfterMe = new int[1];
        StartLine.align(world);
        try (Region step = Region.enter("step")) {
            if (world.getRank() == 0) {
                delay.compute();
            }
            world.scan(localCount, offsetAfterMe, 1, MPI.INT, MPI.SUM);
        }
        MPI.Finalize();
    }
}

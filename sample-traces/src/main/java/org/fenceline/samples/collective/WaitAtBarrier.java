package org.fenceline.samples.collective;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import org.fenceline.samples.Delay;
import org.fenceline.samples.StartLine;
import org.fenceline.tracer.measure.Region;

/**
 * Wait at Barrier: the last rank computes for the injected delay before it enters MPI_Barrier, and every other
 * rank waits there for it. Expected: {@code mpi_barrier_wait} = (n-1) · delay, spread over ranks 0..n-2.
 *
 * <pre>fenceline run -np 4 --trace DIR org.fenceline.samples.collective.WaitAtBarrier [DELAY_MS]</pre>
 */
public class WaitAtBarrier {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Delay delay = Delay.fromArgs(args);
        Intracomm world = MPI.COMM_WORLD;
        int last = world.getSize() - 1;
        StartLine.align(world);
        try (Region step = Region.enter("step")) {
            if (world.getRank() == last) {
                delay.compute();
            }
            world.barrier();
        }
        MPI.Finalize();
    }
}

package org.fenceline.samples.rma;

import java.nio.DoubleBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;
import org.fenceline.samples.Delay;
import org.fenceline.samples.StartLine;
import org.fenceline.tracer.measure.Region;

/**
 * Early Fence: rank 0 computes a result for the injected delay and only then puts it into rank 1's window;
 * rank 1 enters the closing MPI_Win_fence at once and waits there for data that is still to come. That wait is
 * Wait at Fence, and, because an operation targeting rank 1 ends inside its fence, all of it is also Early
 * Fence. Expected: {@code mpi_rma_wait_at_fence} = {@code mpi_rma_early_fence} = delay, at rank 1.
 *
 * <pre>fenceline run -np 2 --trace DIR org.fenceline.samples.rma.EarlyFence [DELAY_MS]</pre>
 */
public class EarlyFence {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Delay delay = Delay.fromArgs(args);
        Intracomm world = MPI.COMM_WORLD;
        DoubleBuffer inbox = MPI.newDoubleBuffer(4);
        DoubleBuffer result = MPI.newDoubleBuffer(4);
        Win win = new Win(inbox, inbox.capacity(), 1, MPI.INFO_NULL, world);
        win.fence(MPI.MODE_NOPRECEDE);
        StartLine.align(world);
        try (Region step = Region.enter("step")) {
            if (world.getRank() == 0) {
                delay.compute();
                win.put(result, result.capacity(), MPI.DOUBLE, 1, 0, result.capacity(), MPI.DOUBLE);
            }
            win.fence(MPI.MODE_NOSUCCEED);
        }
        win.free();
        MPI.Finalize();
    }
}

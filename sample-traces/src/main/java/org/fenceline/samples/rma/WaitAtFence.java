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
 * Wait at Fence: every rank puts its boundary value into its right neighbour's window at the start of a fence
 * epoch and then computes while the data moves; the last rank computes longer by the injected delay, and the
 * closing MPI_Win_fence makes everyone wait for it. The puts are done early, so nobody waits for data (no
 * Early Fence). Expected: {@code mpi_rma_wait_at_fence} = (n-1) · delay.
 *
 * <pre>fenceline run -np 4 --trace DIR org.fenceline.samples.rma.WaitAtFence [DELAY_MS]</pre>
 */
public class WaitAtFence {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Delay delay = Delay.fromArgs(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        int right = (rank + 1) % world.getSize();
        DoubleBuffer ghost = MPI.newDoubleBuffer(1);
        DoubleBuffer boundary = MPI.newDoubleBuffer(1).put(0, rank);
        Win win = new Win(ghost, 1, 1, MPI.INFO_NULL, world);
        win.fence(MPI.MODE_NOPRECEDE);
        StartLine.align(world);
        try (Region step = Region.enter("step")) {
            win.put(boundary, 1, MPI.DOUBLE, right, 0, 1, MPI.DOUBLE);
            if (rank == world.getSize() - 1) {
                delay.compute();
            }
            win.fence(MPI.MODE_NOSUCCEED);
        }
        win.free();
        MPI.Finalize();
    }
}

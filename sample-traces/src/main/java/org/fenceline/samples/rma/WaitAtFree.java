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
 * Wait at Free: MPI_Win_free is collective, and the last rank computes for the injected delay before it frees
 * the window; the others wait inside the call. Expected: {@code mpi_rma_wait_at_free} = (n-1) · delay.
 *
 * <pre>fenceline run -np 4 --trace DIR org.fenceline.samples.rma.WaitAtFree [DELAY_MS]</pre>
 */
public class WaitAtFree {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Delay delay = Delay.fromArgs(args);
        Intracomm world = MPI.COMM_WORLD;
        DoubleBuffer field = MPI.newDoubleBuffer(64);
        StartLine.align(world);
        Win win = new Win(field, field.capacity(), 1, MPI.INFO_NULL, world);
        try (Region teardown = Region.enter("teardown")) {
            if (world.getRank() == world.getSize() - 1) {
                delay.compute();
            }
            win.free();
        }
        MPI.Finalize();
    }
}

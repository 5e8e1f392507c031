package org.fenceline.samples.rma;

import java.nio.DoubleBuffer;
import mpi.Group;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;
import org.fenceline.samples.Delay;
import org.fenceline.samples.StartLine;
import org.fenceline.tracer.measure.Region;

/**
 * Late Complete: rank 0 (origin) puts its update into rank 1's window at once, but computes something else for
 * the injected delay before it calls MPI_Win_complete; rank 1 (target) waits in MPI_Win_wait although its data
 * arrived long ago. The whole Early Wait lies between the origin's last put and its complete, so all of it is
 * Late Complete. Expected: {@code mpi_rma_early_wait} = {@code mpi_rma_late_complete} = delay, at rank 1.
 *
 * <pre>fenceline run -np 2 --trace DIR org.fenceline.samples.rma.LateComplete [DELAY_MS]</pre>
 */
public class LateComplete {
    private static final int ORIGIN = 0;
    private static final int TARGET = 1;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Delay delay = Delay.fromArgs(args);
        Intracomm world = MPI.COMM_WORLD;
        DoubleBuffer inbox = MPI.newDoubleBuffer(8);
        DoubleBuffer update = MPI.newDoubleBuffer(8);
        Win win = new Win(inbox, inbox.capacity(), 1, MPI.INFO_NULL, world);
        Group worldGroup = world.getGroup();
        StartLine.align(world);
        try (Region step = Region.enter("step")) {
            if (world.getRank() == ORIGIN) {
                win.start(worldGroup.incl(new int[] {TARGET}), 0);
                win.put(update, update.capacity(), MPI.DOUBLE, TARGET, 0, update.capacity(), MPI.DOUBLE);
                delay.compute();
                win.complete();
            } else if (world.getRank() == TARGET) {
                win.post(worldGroup.incl(new int[] {ORIGIN}), 0);
                win.waitFor();
            }
        }
        win.free();
        MPI.Finalize();
    }
}

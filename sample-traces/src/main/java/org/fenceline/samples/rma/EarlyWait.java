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
 * Early Wait: rank 1 (target) posts its window and enters MPI_Win_wait at once; rank 0 (origin) starts its
 * access epoch, computes the update for the injected delay, then puts it and completes right away. The target
 * waits in MPI_Win_wait for the origin's complete; as the origin completes right after its last put, none of it
 * is Late Complete. Expected: {@code mpi_rma_early_wait} = delay, at rank 1.
 *
 * <pre>fenceline run -np 2 --trace DIR org.fenceline.samples.rma.EarlyWait [DELAY_MS]</pre>
 */
public class EarlyWait {
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
                delay.compute();
                win.put(update, update.capacity(), MPI.DOUBLE, TARGET, 0, update.capacity(), MPI.DOUBLE);
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

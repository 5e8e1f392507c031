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
 * Late Post: rank 0 (origin) opens an access epoch to rank 1 at once, but rank 1 (target) computes for the
 * injected delay before it exposes its window with MPI_Win_post; MPI_Win_start cannot return before the post.
 * Expected: {@code mpi_rma_sync_late_post} = delay, at rank 0.
 *
 * <pre>fenceline run -np 2 --trace DIR org.fenceline.samples.rma.LatePost [DELAY_MS]</pre>
 */
public class LatePost {
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
                win.complete();
            } else if (world.getRank() == TARGET) {
                delay.compute();
                win.post(worldGroup.incl(new int[] {ORIGIN}), 0);
                win.waitFor();
            }
        }
        win.free();
        MPI.Finalize();
    }
}

package org.fenceline.samples.rma;

import java.nio.DoubleBuffer;
import mpi.Info;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;
import org.fenceline.samples.Delay;
import org.fenceline.samples.StartLine;
import org.fenceline.tracer.measure.Region;

/**
 * Wait for Progress: the window uses emulated access ({@code fenceline.rma_access=emulated}): an operation is a
 * message that the target's MPI library applies when it runs. Rank 1 computes for the injected delay without
 * calling MPI; rank 0 prepares its message (a tenth of the delay), then locks rank 1's window, puts and unlocks.
 * Its passive-target epoch cannot end before rank 1 enters MPI (here: MPI_Win_free). With direct access (or
 * {@code fenceline run --async-progress}) the wait disappears. Expected: {@code mpi_rma_sync_wait_for_progress} =
 * 0.9 · delay, at rank 0.
 *
 * <p>The preparation makes sure rank 1 is computing when the epoch starts: the analysis counts a wait for progress
 * only if the target is outside MPI when the origin's call begins.
 *
 * <pre>fenceline run -np 2 --trace DIR org.fenceline.samples.rma.WaitForProgress [DELAY_MS]</pre>
 */
public class WaitForProgress {
    private static final int ORIGIN = 0;
    private static final int TARGET = 1;
    /** The part of the delay rank 0 spends preparing its message before the epoch. */
    public static final double PREPARATION = 0.1;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Delay delay = Delay.fromArgs(args);
        Intracomm world = MPI.COMM_WORLD;
        DoubleBuffer mailbox = MPI.newDoubleBuffer(4);
        DoubleBuffer message = MPI.newDoubleBuffer(4);
        Info emulated = new Info();
        emulated.set("fenceline.rma_access", "emulated");
        Win win = new Win(mailbox, mailbox.capacity(), 1, emulated, world);
        StartLine.align(world);
        try (Region exchange = Region.enter("exchange")) {
            if (world.getRank() == ORIGIN) {
                delay.times(PREPARATION).compute();
                win.lock(MPI.LOCK_EXCLUSIVE, TARGET, 0);
                win.put(message, message.capacity(), MPI.DOUBLE, TARGET, 0, message.capacity(), MPI.DOUBLE);
                win.unlock(TARGET);
            } else if (world.getRank() == TARGET) {
                delay.compute();
            }
        }
        win.free();
        MPI.Finalize();
    }
}

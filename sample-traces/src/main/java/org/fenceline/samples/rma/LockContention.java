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
 * Lock Contention: rank 0 owns a shared record in its window. Rank 1 locks it exclusively, writes, tells rank 2
 * that it holds the lock, and then computes for the injected delay before it unlocks; rank 2 asks for the same
 * exclusive lock right after the message and waits for the whole delay. Rank 0 only waits in MPI_Win_free.
 * Expected: {@code mpi_rma_sync_lock_competition} = delay, at rank 2.
 *
 * <pre>fenceline run -np 3 --trace DIR org.fenceline.samples.rma.LockContention [DELAY_MS]</pre>
 */
public class LockContention {
    private static final int OWNER = 0;
    private static final int HOLDER = 1;
    private static final int CONTENDER = 2;
    private static final int LOCKED = 1;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Delay delay = Delay.fromArgs(args);
        Intracomm world = MPI.COMM_WORLD;
        DoubleBuffer record = MPI.newDoubleBuffer(4);
        DoubleBuffer entry = MPI.newDoubleBuffer(4);
        Win win = new Win(record, record.capacity(), 1, MPI.INFO_NULL, world);
        int[] nothing = new int[0];
        StartLine.align(world);
        try (Region update = Region.enter("update")) {
            if (world.getRank() == HOLDER) {
                win.lock(MPI.LOCK_EXCLUSIVE, OWNER, 0);
                win.put(entry, entry.capacity(), MPI.DOUBLE, OWNER, 0, entry.capacity(), MPI.DOUBLE);
                world.send(nothing, 0, MPI.INT, CONTENDER, LOCKED);
                delay.compute();
                win.unlock(OWNER);
            } else if (world.getRank() == CONTENDER) {
                world.recv(nothing, 0, MPI.INT, HOLDER, LOCKED);
                win.lock(MPI.LOCK_EXCLUSIVE, OWNER, 0);
                win.put(entry, entry.capacity(), MPI.DOUBLE, OWNER, 0, entry.capacity(), MPI.DOUBLE);
                win.unlock(OWNER);
            }
        }
        win.free();
        MPI.Finalize();
    }
}

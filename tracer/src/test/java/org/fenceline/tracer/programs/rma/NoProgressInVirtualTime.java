package org.fenceline.tracer.programs.rma;

import java.nio.IntBuffer;
import mpi.Info;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * The thesis's "no progress" effect in virtual time (digest 000 §6.6): rank 0 locks rank 1's window, puts and
 * unlocks while rank 1 computes outside MPI for the given milliseconds. Rank 1 notes MPI_Wtime when its
 * computation ends (its next MPI call), rank 0 when its unlock returned.
 * <ul>
 * <li>{@code waits-for-target}: under emulated access without a progress thread, rank 0's unlock cannot return
 * before rank 1 has entered MPI again.</li>
 * <li>{@code independent}: with direct access, or with the asynchronous progress thread, the unlock returns
 * while rank 1 still computes (within the first half of its computation).</li>
 * </ul>
 * Arguments: access method, expectation, milliseconds rank 1 computes.
 */
public class NoProgressInVirtualTime {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        boolean independent = args[1].equals("independent");
        double computeSeconds = Double.parseDouble(args[2]) / 1e3;
        int rank = MPI.COMM_WORLD.getRank();
        Info info = new Info();
        info.set("fenceline.rma_access", args[0]);
        IntBuffer memory = MPI.newIntBuffer(1);
        Win win = new Win(memory, 1, 1, info, MPI.COMM_WORLD);
        win.fence(MPI.MODE_NOPRECEDE | MPI.MODE_NOSUCCEED);
        double[] noted = new double[1];
        if (rank == 0) {
            IntBuffer value = MPI.newIntBuffer(1).put(0, 42);
            win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
            win.put(value, 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.unlock(1);
            noted[0] = MPI.wtime();
        } else {
            long end = System.nanoTime() + Math.round(computeSeconds * 1e9);
            while (System.nanoTime() < end) {
                Thread.onSpinWait();
            }
            noted[0] = MPI.wtime();
        }
        double[] both = new double[2];
        MPI.COMM_WORLD.allGather(noted, 1, MPI.DOUBLE, both, 1, MPI.DOUBLE);
        double unlocked = both[0];
        double targetInMpi = both[1];
        if (independent) {
            Checks.isTrue(unlocked < targetInMpi - computeSeconds / 2, "the unlock returned at " + unlocked
                    + " s, although the target computed outside MPI until " + targetInMpi + " s");
        } else {
            Checks.isTrue(unlocked >= targetInMpi, "the unlock returned at " + unlocked + " s while the target was "
                    + "still computing outside MPI (until " + targetInMpi + " s)");
        }
        win.fence(0);
        if (rank == 1) {
            Checks.equal(42, memory.get(0), "the put arrived");
        }
        win.fence(MPI.MODE_NOSUCCEED);
        win.free();
        MPI.Finalize();
    }
}

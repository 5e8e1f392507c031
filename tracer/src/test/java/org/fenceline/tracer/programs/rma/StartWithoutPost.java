package org.fenceline.tracer.programs.rma;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/** Rank 0 starts an access epoch on rank 1, which never posts: a deadlock the launcher must name. */
public class StartWithoutPost {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        Win win = new Win(MPI.newIntBuffer(1), 1, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.start(MPI.COMM_WORLD.getGroup().incl(new int[] {1}), 0);
            win.put(MPI.newIntBuffer(1), 1, MPI.INT, 1, 0, 1, MPI.INT);
            win.complete();
        } else {
            // Waits for an exposure epoch that rank 0's missing post would have paired with.
            win.fence(0);
        }
        win.free();
        MPI.Finalize();
    }
}

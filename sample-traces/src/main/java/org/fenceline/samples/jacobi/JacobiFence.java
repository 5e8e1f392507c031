package org.fenceline.samples.jacobi;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;
import org.fenceline.samples.StartLine;
import org.fenceline.tracer.measure.Region;

/**
 * 2-D Jacobi solver, halo exchange with MPI_Put in fence epochs: the block (with its halo rows) is the window;
 * each iteration puts the boundary rows into the neighbours' halos, closes the epoch with MPI_Win_fence, and
 * relaxes. With a slow rank, every other rank waits for it in every fence (Wait at Fence: (n-1) · EXTRA_MS per
 * iteration after the first), and its neighbours wait there for its puts, which come late (Early Fence). This is
 * what {@code fenceline demo} runs.
 *
 * <pre>fenceline run -np 4 --trace DIR org.fenceline.samples.jacobi.JacobiFence [ITERATIONS] [SLOW_RANK] [EXTRA_MS]</pre>
 */
public class JacobiFence {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        JacobiArguments arguments = JacobiArguments.parse(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        Slab slab = new Slab(rank, world.getSize());
        Win win = new Win(slab.grid(), slab.grid().capacity(), 1, MPI.INFO_NULL, world);
        double change = 0;
        win.fence(MPI.MODE_NOPRECEDE);
        // Set-up: fill the halos once, outside the measured region (this also loads the one-sided path).
        exchangeHalos(win, slab);
        StartLine.align(world);
        try (Region solve = Region.enter("solve")) {
            for (int iteration = 0; iteration < arguments.iterations(); iteration++) {
                exchangeHalos(win, slab);
                change = slab.relax();
                arguments.imbalance(rank);
            }
        }
        JacobiReport.largestChange(world, change, arguments);
        win.free();
        MPI.Finalize();
    }

    /** Puts the boundary rows into the neighbours' halos and closes the epoch. */
    private static void exchangeHalos(Win win, Slab slab) throws MPIException {
        slab.putBoundaryRows(win);
        win.fence(0);
    }
}

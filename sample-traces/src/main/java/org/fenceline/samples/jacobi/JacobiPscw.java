package org.fenceline.samples.jacobi;

import java.util.stream.IntStream;
import mpi.Group;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;
import org.fenceline.samples.StartLine;
import org.fenceline.tracer.measure.Region;

/**
 * 2-D Jacobi solver, halo exchange with MPI_Put in post/start/complete/wait epochs: a rank synchronises only
 * with its two neighbours. With a slow rank, its neighbours block in MPI_Win_start until it posts (Late Post),
 * are late themselves in the next iteration, and so on outwards, as in the two-sided variant.
 *
 * <pre>fenceline run -np 4 --trace DIR org.fenceline.samples.jacobi.JacobiPscw [ITERATIONS] [SLOW_RANK] [EXTRA_MS]</pre>
 */
public class JacobiPscw {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        JacobiArguments arguments = JacobiArguments.parse(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        Slab slab = new Slab(rank, world.getSize());
        Win win = new Win(slab.grid(), slab.grid().capacity(), 1, MPI.INFO_NULL, world);
        Group neighbours = world.getGroup().incl(neighbourRanks(slab));
        double change = 0;
        // Set-up: fill the halos once, outside the measured region (this also loads the one-sided path).
        exchangeHalos(win, slab, neighbours);
        StartLine.align(world);
        try (Region solve = Region.enter("solve")) {
            for (int iteration = 0; iteration < arguments.iterations(); iteration++) {
                exchangeHalos(win, slab, neighbours);
                change = slab.relax();
                arguments.imbalance(rank);
            }
        }
        JacobiReport.largestChange(world, change, arguments);
        win.free();
        MPI.Finalize();
    }

    /** One access and exposure epoch with both neighbours: the boundary rows into their halos, theirs into ours. */
    private static void exchangeHalos(Win win, Slab slab, Group neighbours) throws MPIException {
        win.post(neighbours, 0);
        win.start(neighbours, 0);
        slab.putBoundaryRows(win);
        win.complete();
        win.waitFor();
    }

    private static int[] neighbourRanks(Slab slab) {
        return IntStream.of(slab.up(), slab.down()).filter(r -> r != MPI.PROC_NULL).toArray();
    }
}

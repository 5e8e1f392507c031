package org.fenceline.samples.jacobi;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import org.fenceline.samples.StartLine;
import org.fenceline.tracer.measure.Region;

/**
 * 2-D Jacobi solver, halo exchange with non-blocking point-to-point: each iteration posts the receives of both
 * halo rows, sends both boundary rows, waits for all four, and relaxes the block; the largest change is reduced
 * at the end. With a slow rank, its neighbours wait for its rows (Late Sender), are late themselves in the next
 * iteration, and so on outwards: the delay travels one rank per iteration.
 *
 * <pre>fenceline run -np 4 --trace DIR org.fenceline.samples.jacobi.JacobiTwoSided [ITERATIONS] [SLOW_RANK] [EXTRA_MS]</pre>
 */
public class JacobiTwoSided {
    private static final int ROW_UP = 1;
    private static final int ROW_DOWN = 2;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        JacobiArguments arguments = JacobiArguments.parse(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        Slab slab = new Slab(rank, world.getSize());
        double change = 0;
        // Set-up: fill the halos once, outside the measured region (this also loads the point-to-point path).
        exchangeHalos(world, slab);
        StartLine.align(world);
        try (Region solve = Region.enter("solve")) {
            for (int iteration = 0; iteration < arguments.iterations(); iteration++) {
                exchangeHalos(world, slab);
                change = slab.relax();
                arguments.imbalance(rank);
            }
        }
        JacobiReport.largestChange(world, change, arguments);
        MPI.Finalize();
    }

    /** Receives both halo rows and sends both boundary rows, non-blocking, and waits for all four. */
    private static void exchangeHalos(Intracomm world, Slab slab) throws MPIException {
        Request[] exchange = {
            world.iRecv(slab.topHalo(), Slab.COLUMNS, MPI.DOUBLE, slab.up(), ROW_DOWN),
            world.iRecv(slab.bottomHalo(), Slab.COLUMNS, MPI.DOUBLE, slab.down(), ROW_UP),
            world.iSend(slab.firstRow(), Slab.COLUMNS, MPI.DOUBLE, slab.up(), ROW_UP),
            world.iSend(slab.lastRow(), Slab.COLUMNS, MPI.DOUBLE, slab.down(), ROW_DOWN)};
        Request.waitAll(exchange);
    }
}

package org.fenceline.samples.jacobi;

import mpi.CartComm;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import org.fenceline.samples.StartLine;
import org.fenceline.tracer.measure.Region;

/**
 * 2-D Jacobi solver, halo exchange with non-blocking point-to-point: the ranks form a one-dimensional
 * Cartesian grid (MPI_Cart_create, so the trace and the report carry it as the program's topology) and
 * MPI_Cart_shift names each rank's neighbours; each iteration posts the receives of both halo rows, sends both
 * boundary rows, waits for all four, and relaxes the block; the largest change is reduced at the end. With a slow
 * rank, its neighbours wait for its rows (Late Sender), are late themselves in the next iteration, and so on
 * outwards: the delay travels one rank per iteration.
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
        CartComm line = world.createCart(new int[] {world.getSize()}, new boolean[] {false}, false);
        int rank = line.getRank();
        Slab slab = Slab.of(line);
        double change = 0;
        // Set-up: fill the halos once, outside the measured region (this also loads the point-to-point path).
        exchangeHalos(line, slab);
        StartLine.align(line);
        try (Region solve = Region.enter("solve")) {
            for (int iteration = 0; iteration < arguments.iterations(); iteration++) {
                exchangeHalos(line, slab);
                change = slab.relax();
                arguments.imbalance(rank);
            }
        }
        JacobiReport.largestChange(line, change, arguments);
        line.free();
        MPI.Finalize();
    }

    /** Receives both halo rows and sends both boundary rows, non-blocking, and waits for all four. */
    private static void exchangeHalos(Intracomm line, Slab slab) throws MPIException {
        Request[] exchange = {
            line.iRecv(slab.topHalo(), Slab.COLUMNS, MPI.DOUBLE, slab.up(), ROW_DOWN),
            line.iRecv(slab.bottomHalo(), Slab.COLUMNS, MPI.DOUBLE, slab.down(), ROW_UP),
            line.iSend(slab.firstRow(), Slab.COLUMNS, MPI.DOUBLE, slab.up(), ROW_UP),
            line.iSend(slab.lastRow(), Slab.COLUMNS, MPI.DOUBLE, slab.down(), ROW_DOWN)};
        Request.waitAll(exchange);
    }
}

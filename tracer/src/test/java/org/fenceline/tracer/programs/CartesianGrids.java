package org.fenceline.tracer.programs;

import mpi.CartComm;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

/**
 * Needs 5 ranks: a 2 x 2 grid over the first four (periodic in its second dimension; rank 4 is outside), a
 * periodic ring over all five, and copies of them that are not MPI_Cart_create's (a dup and a sub-grid).
 */
public class CartesianGrids {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        CartComm grid = world.createCart(new int[] {2, 2}, new boolean[] {false, true}, false);
        Check.equal(world.getRank() == 4, grid.isNull(), "rank 4 is outside the 2 x 2 grid");
        CartComm ring = world.createCart(new int[] {world.getSize()}, new boolean[] {true}, false);
        CartComm copy = ring.dup();
        Check.equal(MPI.CART, copy.getTopology(), "dup keeps the topology");
        if (!grid.isNull()) {
            CartComm row = grid.sub(new boolean[] {false, true});
            Check.equal(2, row.getSize(), "a row of the grid");
            row.free();
            grid.free();
        }
        copy.free();
        ring.free();
        MPI.Finalize();
    }
}

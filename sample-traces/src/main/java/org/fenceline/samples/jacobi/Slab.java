package org.fenceline.samples.jacobi;

import java.nio.DoubleBuffer;
import mpi.CartComm;
import mpi.MPI;
import mpi.MPIException;
import mpi.ShiftParms;
import mpi.Win;

/**
 * One rank's part of the grid of a 2-D Jacobi solver for Laplace's equation: a block of whole rows, with a halo
 * row above and below that holds the neighbours' boundary rows (or, at the top and bottom of the grid, the fixed
 * boundary values: 1 on top, 0 at the bottom). The rows live in one direct buffer, so the RMA variants can expose
 * it as their window: the halo rows are where the neighbours put.
 */
final class Slab {
    /** Columns of the grid; the left and right columns are fixed boundary values (0). */
    static final int COLUMNS = 256;
    /** Rows of the whole grid, divided evenly among the ranks; with more ranks than that, one row per rank. */
    static final int GLOBAL_ROWS = 64;

    private final int rows;
    private final int up;
    private final int down;
    private final DoubleBuffer grid;
    private final double[] next;

    /** Rank {@code rank}'s slab, the ranks ordered top to bottom. */
    Slab(int rank, int ranks) {
        this(ranks, rank == 0 ? MPI.PROC_NULL : rank - 1, rank == ranks - 1 ? MPI.PROC_NULL : rank + 1);
    }

    /** This process's slab in a one-dimensional, non-periodic Cartesian grid; MPI_Cart_shift names the neighbours. */
    static Slab of(CartComm line) throws MPIException {
        ShiftParms neighbours = line.shift(0, 1);
        return new Slab(line.getSize(), neighbours.getRankSource(), neighbours.getRankDest());
    }

    private Slab(int ranks, int up, int down) {
        int globalRows = Math.max(GLOBAL_ROWS, ranks);
        if (globalRows % ranks != 0) {
            throw new IllegalArgumentException("the " + globalRows + " rows do not divide among " + ranks
                    + " ranks");
        }
        rows = globalRows / ranks;
        this.up = up;
        this.down = down;
        grid = MPI.newDoubleBuffer((rows + 2) * COLUMNS);
        next = new double[rows * COLUMNS];
        if (up == MPI.PROC_NULL) {
            for (int c = 0; c < COLUMNS; c++) {
                grid.put(c, 1.0);
            }
        }
    }

    /** The neighbour above, or MPI.PROC_NULL at the top of the grid. */
    int up() {
        return up;
    }

    /** The neighbour below, or MPI.PROC_NULL at the bottom of the grid. */
    int down() {
        return down;
    }

    /** The whole block including halos: the window of the RMA variants. */
    DoubleBuffer grid() {
        return grid;
    }

    /** Where the row a neighbour sends lands in this block, counted in doubles. */
    int topHaloOffset() {
        return 0;
    }

    int bottomHaloOffset() {
        return (rows + 1) * COLUMNS;
    }

    DoubleBuffer firstRow() {
        return MPI.slice(grid, COLUMNS);
    }

    DoubleBuffer lastRow() {
        return MPI.slice(grid, rows * COLUMNS);
    }

    DoubleBuffer topHalo() {
        return MPI.slice(grid, topHaloOffset());
    }

    DoubleBuffer bottomHalo() {
        return MPI.slice(grid, bottomHaloOffset());
    }

    /** Puts this block's first and last rows into the halos of the neighbours above and below (in an epoch). */
    void putBoundaryRows(Win win) throws MPIException {
        if (up != MPI.PROC_NULL) {
            win.put(firstRow(), COLUMNS, MPI.DOUBLE, up, bottomHaloOffset(), COLUMNS, MPI.DOUBLE);
        }
        if (down != MPI.PROC_NULL) {
            win.put(lastRow(), COLUMNS, MPI.DOUBLE, down, topHaloOffset(), COLUMNS, MPI.DOUBLE);
        }
    }

    /** One Jacobi sweep over the block's interior; returns the largest change of a value. */
    double relax() {
        double change = 0;
        for (int r = 1; r <= rows; r++) {
            for (int c = 1; c < COLUMNS - 1; c++) {
                int i = r * COLUMNS + c;
                double value = 0.25 * (grid.get(i - COLUMNS) + grid.get(i + COLUMNS) + grid.get(i - 1)
                        + grid.get(i + 1));
                next[(r - 1) * COLUMNS + c] = value;
                change = Math.max(change, Math.abs(value - grid.get(i)));
            }
        }
        for (int r = 1; r <= rows; r++) {
            for (int c = 1; c < COLUMNS - 1; c++) {
                grid.put(r * COLUMNS + c, next[(r - 1) * COLUMNS + c]);
            }
        }
        return change;
    }
}

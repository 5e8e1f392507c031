package org.fenceline.trace.synth;

import java.util.Arrays;

/**
 * The 2-D process grid of the Jacobi run: ranks laid out row by row on {@code columns} x {@code rows}, as
 * MPI_Dims_create would choose it (as square as possible, more columns than rows). Not periodic: ranks on the
 * border have fewer halo neighbours.
 */
public record ProcessGrid(int columns, int rows) {

    public static ProcessGrid of(int ranks) {
        int rows = (int) Math.sqrt(ranks);
        while (ranks % rows != 0) {
            rows--;
        }
        return new ProcessGrid(ranks / rows, rows);
    }

    public int ranks() {
        return columns * rows;
    }

    /** The existing neighbours of {@code rank}, in the order north, south, west, east. */
    public int[] neighbours(int rank) {
        int x = rank % columns;
        int y = rank / columns;
        int[] candidates = {
            y > 0 ? rank - columns : -1,
            y < rows - 1 ? rank + columns : -1,
            x > 0 ? rank - 1 : -1,
            x < columns - 1 ? rank + 1 : -1};
        return Arrays.stream(candidates).filter(n -> n >= 0).toArray();
    }

    @Override
    public String toString() {
        return columns + "x" + rows;
    }
}

package org.fenceline.tracer.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A Cartesian process grid in row-major order (the last dimension varies fastest), as MPI_Cart_create lays it out. */
public record CartTopology(int[] dims, boolean[] periods) implements Topology {

    public CartTopology {
        dims = dims.clone();
        periods = periods.clone();
    }

    @Override
    public int kind() {
        return MpiConstants.CART;
    }

    public int size() {
        int n = 1;
        for (int d : dims) {
            n *= d;
        }
        return n;
    }

    public int[] coords(int rank) {
        int[] coords = new int[dims.length];
        int rest = rank;
        for (int i = dims.length - 1; i >= 0; i--) {
            coords[i] = rest % dims[i];
            rest /= dims[i];
        }
        return coords;
    }

    /** The rank at {@code coords}; periodic dimensions wrap, others must be in range (else MPI_PROC_NULL). */
    public int rank(int[] coords) {
        int rank = 0;
        for (int i = 0; i < dims.length; i++) {
            int c = coords[i];
            if (periods[i]) {
                c = Math.floorMod(c, dims[i]);
            } else if (c < 0 || c >= dims[i]) {
                return MpiConstants.PROC_NULL;
            }
            rank = rank * dims[i] + c;
        }
        return rank;
    }

    /** MPI_Cart_shift: {source, dest} for a shift of {@code disp} along {@code direction}. */
    public int[] shift(int rank, int direction, int disp) {
        int[] here = coords(rank);
        int[] source = here.clone();
        int[] dest = here.clone();
        source[direction] -= disp;
        dest[direction] += disp;
        return new int[] {rank(source), rank(dest)};
    }

    /** The sub-grid keeping the dimensions marked in {@code remain}. */
    public CartTopology sub(boolean[] remain) {
        List<Integer> keptDims = new ArrayList<>();
        List<Boolean> keptPeriods = new ArrayList<>();
        for (int i = 0; i < dims.length; i++) {
            if (remain[i]) {
                keptDims.add(dims[i]);
                keptPeriods.add(periods[i]);
            }
        }
        boolean[] p = new boolean[keptPeriods.size()];
        for (int i = 0; i < p.length; i++) {
            p[i] = keptPeriods.get(i);
        }
        return new CartTopology(keptDims.stream().mapToInt(Integer::intValue).toArray(), p);
    }

    /** Which sub-grid a rank falls into: ranks with equal colour share the dropped coordinates. */
    int subColour(int rank, boolean[] remain) {
        int[] c = coords(rank);
        int colour = 0;
        for (int i = 0; i < dims.length; i++) {
            if (!remain[i]) {
                colour = colour * dims[i] + c[i];
            }
        }
        return colour;
    }

    /** The rank within its sub-grid. */
    int subKey(int rank, boolean[] remain) {
        int[] c = coords(rank);
        int key = 0;
        for (int i = 0; i < dims.length; i++) {
            if (remain[i]) {
                key = key * dims[i] + c[i];
            }
        }
        return key;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CartTopology t && Arrays.equals(dims, t.dims) && Arrays.equals(periods, t.periods);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(dims) * 31 + Arrays.hashCode(periods);
    }

    @Override
    public String toString() {
        return "CartTopology" + Arrays.toString(dims) + Arrays.toString(periods);
    }
}

package org.fenceline.tracer.runtime;

import java.util.ArrayList;
import java.util.List;

/** MPI_Dims_create: fills the zero entries of a dimension array with a balanced factorisation of the node count. */
public final class GridDims {
    private GridDims() {
    }

    /**
     * Fills {@code dims} in place. Fixed (positive) entries stay; the free ones receive the prime factors of what
     * remains, largest factor to the currently smallest dimension, then sorted non-increasing as MPI requires.
     *
     * @return null on success, or why the request cannot be met
     */
    public static String fill(int nnodes, int[] dims) {
        if (nnodes <= 0) {
            return "nnodes=" + nnodes + " must be positive";
        }
        long fixed = 1;
        int free = 0;
        for (int i = 0; i < dims.length; i++) {
            if (dims[i] < 0) {
                return "dims[" + i + "]=" + dims[i] + " must not be negative";
            }
            if (dims[i] == 0) {
                free++;
            } else {
                fixed *= dims[i];
            }
        }
        if (nnodes % fixed != 0) {
            return "nnodes=" + nnodes + " is not divisible by the product " + fixed + " of the fixed dims";
        }
        int rest = (int) (nnodes / fixed);
        if (free == 0) {
            return rest == 1 ? null : "dims multiply to " + fixed + ", not nnodes=" + nnodes;
        }
        int[] values = new int[free];
        java.util.Arrays.fill(values, 1);
        List<Integer> primes = primeFactorsDescending(rest);
        for (int p : primes) {
            int smallest = 0;
            for (int i = 1; i < free; i++) {
                if (values[i] < values[smallest]) {
                    smallest = i;
                }
            }
            values[smallest] *= p;
        }
        java.util.Arrays.sort(values);
        int next = free - 1;
        for (int i = 0; i < dims.length; i++) {
            if (dims[i] == 0) {
                dims[i] = values[next--];
            }
        }
        return null;
    }

    private static List<Integer> primeFactorsDescending(int n) {
        List<Integer> factors = new ArrayList<>();
        int rest = n;
        for (int p = 2; (long) p * p <= rest; p++) {
            while (rest % p == 0) {
                factors.add(p);
                rest /= p;
            }
        }
        if (rest > 1) {
            factors.add(rest);
        }
        factors.sort(java.util.Comparator.reverseOrder());
        return factors;
    }
}

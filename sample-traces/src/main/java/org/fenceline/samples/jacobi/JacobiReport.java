package org.fenceline.samples.jacobi;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

/** The end of every Jacobi variant: the largest change of the last iteration over all ranks, printed by rank 0. */
final class JacobiReport {
    private JacobiReport() {
    }

    static void largestChange(Intracomm world, double localChange, JacobiArguments arguments) throws MPIException {
        double[] change = {localChange};
        double[] largest = new double[1];
        world.reduce(change, largest, 1, MPI.DOUBLE, MPI.MAX, 0);
        if (world.getRank() == 0) {
            System.out.printf("%d iterations, largest change in the last one: %.3e%n", arguments.iterations(),
                    largest[0]);
        }
    }
}

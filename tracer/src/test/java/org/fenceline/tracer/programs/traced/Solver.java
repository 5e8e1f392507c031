package org.fenceline.tracer.programs.traced;

import mpi.MPI;
import mpi.MPIException;
import org.fenceline.tracer.measure.Region;

/**
 * A program for automatic instrumentation and user regions: methods that call each other, one that throws and
 * catches, a getter a filter can exclude, and a user region around the iterations.
 */
public class Solver {
    private double value;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Solver s = new Solver();
        try (Region r = Region.enter("iterations")) {
            for (int i = 0; i < 2; i++) {
                s.step(i);
            }
        }
        s.checked();
        MPI.Finalize();
    }

    void step(int i) {
        value += compute(i) + getValue();
    }

    double compute(int i) {
        return Math.sqrt(i + value);
    }

    double getValue() {
        return value;
    }

    /** Leaves {@code fail} through an exception; the region must still be closed. */
    void checked() {
        try {
            fail();
        } catch (IllegalStateException expected) {
            value = 0;
        }
    }

    void fail() {
        throw new IllegalStateException("expected");
    }
}

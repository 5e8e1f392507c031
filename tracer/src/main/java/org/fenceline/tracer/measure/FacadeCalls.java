package org.fenceline.tracer.measure;

/**
 * The hooks {@link org.fenceline.tracer.measure.job.FacadeBoundary} brackets every method of the rank's copy of
 * the {@code mpi} facade with: the rank's computation pauses while MPI's code runs, from the facade method's first
 * instruction to its last, so the facade's own work before and after the MPI region (linking its lambdas,
 * checking arguments, a {@code Status} getter) is not counted as the program's. They nest with the MPI regions'
 * pauses.
 */
public final class FacadeCalls {
    private FacadeCalls() {
    }

    public static void enter() {
        Measurement.rankClock().pauseComputation();
    }

    public static void exit() {
        Measurement.rankClock().resumeComputation();
    }
}

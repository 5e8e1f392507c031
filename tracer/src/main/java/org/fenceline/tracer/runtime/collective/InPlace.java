package org.fenceline.tracer.runtime.collective;

/**
 * MPI_IN_PLACE: passed as the send buffer by the facade's in-place overloads (Open MPI's Java API has no
 * constant for it; the overloads without a send buffer stand for it).
 */
public final class InPlace {
    public static final InPlace BUFFER = new InPlace();

    private InPlace() {
    }

    static boolean is(Object buffer) {
        return buffer == BUFFER;
    }
}

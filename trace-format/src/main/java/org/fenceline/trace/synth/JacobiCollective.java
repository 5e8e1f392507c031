package org.fenceline.trace.synth;

import org.fenceline.trace.model.EventType;

/** The calls of the Jacobi run that every rank makes together; each rank leaves them when the last one came. */
enum JacobiCollective {
    INIT(JacobiDefinitions.MPI_INIT, EventType.EXIT),
    WIN_CREATE(JacobiDefinitions.MPI_WIN_CREATE, EventType.WINCOLLEXIT),
    FENCE(JacobiDefinitions.MPI_WIN_FENCE, EventType.WINCOLLEXIT),
    ALLREDUCE(JacobiDefinitions.MPI_ALLREDUCE, EventType.COLLEXIT),
    WIN_FREE(JacobiDefinitions.MPI_WIN_FREE, EventType.WINCOLLEXIT),
    FINALIZE(JacobiDefinitions.MPI_FINALIZE, EventType.EXIT);

    final int region;
    /** The record that ends the call: what the tracer writes for this kind of MPI call. */
    final EventType exit;

    JacobiCollective(int region, EventType exit) {
        this.region = region;
        this.exit = exit;
    }
}

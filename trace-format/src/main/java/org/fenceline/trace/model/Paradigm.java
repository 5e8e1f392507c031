package org.fenceline.trace.model;

/** Where a region comes from. */
public enum Paradigm {
    /** The user's code: the rank's main, instrumented methods, user-region API. */
    USER,
    /** A call of the MPI API. */
    MPI,
    /** The measurement system itself (trace buffer flushes). */
    MEASUREMENT
}

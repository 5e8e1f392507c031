package org.fenceline.analyzer.pattern;

/** The collective calls over a window's communicator. */
public enum WindowCollectiveKind {
    /** MPI_Win_create and the other window constructors. */
    CREATE,
    FREE,
    FENCE
}

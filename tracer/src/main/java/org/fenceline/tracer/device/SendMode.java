package org.fenceline.tracer.device;

/** MPI's send modes. */
public enum SendMode {
    STANDARD,
    /** The runtime has already copied the data into the attached buffer: complete locally. */
    BUFFERED,
    /** Complete only when the receive has matched (MPI_Ssend). */
    SYNCHRONOUS,
    /** The receive is known to be posted (MPI_Rsend). */
    READY
}

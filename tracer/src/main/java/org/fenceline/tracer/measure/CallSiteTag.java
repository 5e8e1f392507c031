package org.fenceline.tracer.measure;

/**
 * The call site of the MPI call about to happen. The instrumenter inserts {@code pending = id + 1} before every
 * call into {@code mpi} in the program's bytecode (a static store: about a nanosecond), and the measurement
 * consumes it at the call's ENTER, so call paths cost no stack walk. Each rank has its own copy of this class.
 */
public final class CallSiteTag {
    /** Call-site id + 1 of the pending MPI call; 0 when there is none. Written by instrumented code. */
    public static int pending;

    private CallSiteTag() {
    }

    /** The pending call-site id (NONE = -1 if there is none), clearing it. */
    static int take() {
        int id = pending - 1;
        pending = 0;
        return id;
    }
}

package org.fenceline.tracer.runtime.io;

/**
 * The data-access routines of MPI-IO by what they do (MPI-3.1 §13.4.1, Table 13.1): read or write, how they
 * position (explicit offset, individual or shared file pointer) and whether they are collective. The
 * non-blocking and split-collective forms start or begin one of these.
 */
public enum DataAccess {
    READ_AT(false, Positioning.EXPLICIT_OFFSET, false),
    READ_AT_ALL(false, Positioning.EXPLICIT_OFFSET, true),
    WRITE_AT(true, Positioning.EXPLICIT_OFFSET, false),
    WRITE_AT_ALL(true, Positioning.EXPLICIT_OFFSET, true),
    READ(false, Positioning.INDIVIDUAL_POINTER, false),
    READ_ALL(false, Positioning.INDIVIDUAL_POINTER, true),
    WRITE(true, Positioning.INDIVIDUAL_POINTER, false),
    WRITE_ALL(true, Positioning.INDIVIDUAL_POINTER, true),
    READ_SHARED(false, Positioning.SHARED_POINTER, false),
    WRITE_SHARED(true, Positioning.SHARED_POINTER, false),
    /** Collective with the shared pointer: the ranks' data follow each other in rank order. */
    READ_ORDERED(false, Positioning.SHARED_POINTER, true),
    WRITE_ORDERED(true, Positioning.SHARED_POINTER, true);

    public enum Positioning {
        EXPLICIT_OFFSET,
        INDIVIDUAL_POINTER,
        SHARED_POINTER
    }

    private final boolean writes;
    private final Positioning positioning;
    private final boolean collective;

    DataAccess(boolean writes, Positioning positioning, boolean collective) {
        this.writes = writes;
        this.positioning = positioning;
        this.collective = collective;
    }

    public boolean writes() {
        return writes;
    }

    public Positioning positioning() {
        return positioning;
    }

    public boolean collective() {
        return collective;
    }
}

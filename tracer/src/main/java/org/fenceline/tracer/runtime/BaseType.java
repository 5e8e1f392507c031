package org.fenceline.tracer.runtime;

/**
 * The primitive element kinds a buffer can hold, as Open MPI's Java binding distinguishes them. A datatype's
 * base type decides the unit in which counts, extents and displacements are expressed (Open MPI divides byte
 * extents by the base size); it may describe a buffer of any kind, whose memory image it then moves.
 */
public enum BaseType {
    NONE("MPI_DATATYPE_NULL", 1),
    BYTE("MPI_BYTE", 1),
    CHAR("MPI_CHAR", 2),
    SHORT("MPI_SHORT", 2),
    BOOLEAN("MPI_BOOLEAN", 1),
    INT("MPI_INT", 4),
    LONG("MPI_LONG", 8),
    FLOAT("MPI_FLOAT", 4),
    DOUBLE("MPI_DOUBLE", 8),
    PACKED("MPI_PACKED", 1);

    private final String mpiName;
    private final int bytes;

    BaseType(String mpiName, int bytes) {
        this.mpiName = mpiName;
        this.bytes = bytes;
    }

    public String mpiName() {
        return mpiName;
    }

    /** Size of one element in bytes. */
    public int bytes() {
        return bytes;
    }
}

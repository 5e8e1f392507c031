package org.fenceline.tracer.runtime.reduction;

/**
 * What a reduction combines, element by element, in packed data: a Java primitive, a complex number, or one
 * of the MINLOC/MAXLOC pairs (value followed by an int index, packed without the C struct's padding).
 */
public enum ElementKind {
    BYTE("MPI_BYTE", 1),
    CHAR("MPI_CHAR", 2),
    SHORT("MPI_SHORT", 2),
    BOOLEAN("MPI_BOOLEAN", 1),
    INT("MPI_INT", 4),
    LONG("MPI_LONG", 8),
    FLOAT("MPI_FLOAT", 4),
    DOUBLE("MPI_DOUBLE", 8),
    FLOAT_COMPLEX("MPI_C_FLOAT_COMPLEX", 8),
    DOUBLE_COMPLEX("MPI_C_DOUBLE_COMPLEX", 16),
    INT2("MPI_2INT", 8),
    SHORT_INT("MPI_SHORT_INT", 6),
    LONG_INT("MPI_LONG_INT", 12),
    FLOAT_INT("MPI_FLOAT_INT", 8),
    DOUBLE_INT("MPI_DOUBLE_INT", 12);

    private final String mpiName;
    private final int packedBytes;

    ElementKind(String mpiName, int packedBytes) {
        this.mpiName = mpiName;
        this.packedBytes = packedBytes;
    }

    public String mpiName() {
        return mpiName;
    }

    /** Bytes one element occupies in packed data. */
    public int packedBytes() {
        return packedBytes;
    }

    boolean isInteger() {
        return this == CHAR || this == SHORT || this == INT || this == LONG;
    }

    boolean isFloating() {
        return this == FLOAT || this == DOUBLE;
    }

    boolean isComplex() {
        return this == FLOAT_COMPLEX || this == DOUBLE_COMPLEX;
    }

    boolean isPair() {
        return ordinal() >= INT2.ordinal();
    }
}

package org.fenceline.tracer.runtime.reduction;

/**
 * What a reduction combines, element by element, in packed data: a Java primitive, a complex number, or one
 * of the MINLOC/MAXLOC pairs (value followed by an int index, packed without the C struct's padding).
 */
public enum ElementKind {
    BYTE(1),
    CHAR(2),
    SHORT(2),
    BOOLEAN(1),
    INT(4),
    LONG(8),
    FLOAT(4),
    DOUBLE(8),
    FLOAT_COMPLEX(8),
    DOUBLE_COMPLEX(16),
    INT2(8),
    SHORT_INT(6),
    LONG_INT(12),
    FLOAT_INT(8),
    DOUBLE_INT(12);

    private final int packedBytes;

    ElementKind(int packedBytes) {
        this.packedBytes = packedBytes;
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

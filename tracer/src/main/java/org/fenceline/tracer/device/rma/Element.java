package org.fenceline.tracer.device.rma;

/**
 * The primitive an accumulate combines, element by element. The device keeps its own list rather than the
 * runtime's datatypes because it is shared by all ranks, while each rank loads its own runtime classes.
 */
public enum Element {
    BYTE(1, Kind.BITS),
    CHAR(2, Kind.INTEGER),
    SHORT(2, Kind.INTEGER),
    BOOLEAN(1, Kind.LOGICAL),
    INT(4, Kind.INTEGER),
    LONG(8, Kind.INTEGER),
    FLOAT(4, Kind.FLOATING),
    DOUBLE(8, Kind.FLOATING);

    /** The MPI-standard groups that decide which reduction applies to which type. */
    enum Kind { BITS, INTEGER, LOGICAL, FLOATING }

    private final int bytes;
    private final Kind kind;

    Element(int bytes, Kind kind) {
        this.bytes = bytes;
        this.kind = kind;
    }

    public int bytes() {
        return bytes;
    }

    Kind kind() {
        return kind;
    }
}

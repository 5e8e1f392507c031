package org.fenceline.tracer.device.reduction;

/**
 * MPI's predefined reduction operations. REPLACE and NO_OP exist for one-sided accumulates only; every other
 * one serves collectives and accumulates alike.
 */
public enum PredefinedOp {
    MAX(2), MIN(3), SUM(0), PROD(1), LAND(4), BAND(7), LOR(5), BOR(8), LXOR(6), BXOR(9), MINLOC(12), MAXLOC(13),
    REPLACE(10), NO_OP(11);

    private final int traceCode;

    PredefinedOp(int traceCode) {
        this.traceCode = traceCode;
    }

    public String mpiName() {
        return "MPI_" + name();
    }

    /** Whether collectives (reduce, scan, ...) accept it: REPLACE and NO_OP only make sense for accumulates. */
    public boolean forCollectives() {
        return this != REPLACE && this != NO_OP;
    }

    /**
     * The operation's number in an accumulate's trace records (the op bits of the event flags,
     * docs/trace-format.md). Explicit rather than the declaration order because traces are kept: numbers
     * already written keep their meaning, new operations take new numbers.
     */
    public int traceCode() {
        return traceCode;
    }

    /**
     * The kernel applying this operation to elements of {@code kind}, or null where MPI does not define it
     * (MPI-3.1 §5.9.2, e.g. SUM on MPI_BYTE, MINLOC on anything but a pair type).
     */
    public ElementwiseKernel kernel(ElementKind kind) {
        return KernelTable.kernel(this, kind);
    }
}

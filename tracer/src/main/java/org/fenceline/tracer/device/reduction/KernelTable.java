package org.fenceline.tracer.device.reduction;

/**
 * Which kernel MPI defines for each predefined operation and element kind (MPI-3.1 §5.9.2): MAX/MIN on integers
 * and floating point, SUM/PROD also on complex numbers, logical operations on integers and booleans, bitwise
 * operations on integers and bytes, MINLOC/MAXLOC on the pair types, REPLACE and NO_OP on everything. Built once;
 * the kernels are immutable, so the table is shared by every rank and thread.
 */
final class KernelTable {
    /** NO_OP leaves the target as it is: MPI_Get_accumulate with it only fetches. */
    private static final ElementwiseKernel KEEP = (in, inOut, count) -> { };

    private static final ElementwiseKernel[][] KERNELS = build();

    private KernelTable() {
    }

    static ElementwiseKernel kernel(PredefinedOp op, ElementKind kind) {
        return KERNELS[op.ordinal()][kind.ordinal()];
    }

    private static ElementwiseKernel[][] build() {
        ElementwiseKernel[][] table = new ElementwiseKernel[PredefinedOp.values().length][ElementKind.values().length];
        for (PredefinedOp op : PredefinedOp.values()) {
            for (ElementKind kind : ElementKind.values()) {
                table[op.ordinal()][kind.ordinal()] = define(op, kind);
            }
        }
        return table;
    }

    private static ElementwiseKernel define(PredefinedOp op, ElementKind kind) {
        boolean numeric = kind.isInteger() || kind.isFloating();
        return switch (op) {
            case MAX, MIN -> numeric ? new Extremum(kind, op == PredefinedOp.MAX) : null;
            case SUM -> numeric || kind.isComplex() ? new Arithmetic(kind, true) : null;
            case PROD -> kind.isComplex() ? new ComplexProduct(kind) : numeric ? new Arithmetic(kind, false) : null;
            case LAND, LOR, LXOR -> kind.isInteger() || kind == ElementKind.BOOLEAN ? new Logical(op, kind) : null;
            case BAND, BOR, BXOR -> kind.isInteger() || kind == ElementKind.BYTE ? new Bitwise(op, kind) : null;
            case MINLOC, MAXLOC -> kind.isPair() ? new Location(kind, op == PredefinedOp.MAXLOC) : null;
            case REPLACE -> new Replace(kind);
            case NO_OP -> KEEP;
        };
    }
}

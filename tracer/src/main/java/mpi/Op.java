package mpi;

import org.fenceline.tracer.device.rma.AccumulateOp;

/**
 * A reduction operation (MPI_Op). The predefined operations are the constants of {@link MPI}; one-sided
 * accumulates take any of them except MINLOC and MAXLOC.
 */
public final class Op implements Freeable {
    private final String name;
    private final AccumulateOp accumulate;

    private Op(String name, AccumulateOp accumulate) {
        this.name = name;
        this.accumulate = accumulate;
    }

    static Op predefined(AccumulateOp op) {
        return new Op("MPI_" + op.name(), op);
    }

    /** An operation that one-sided accumulates do not support. */
    static Op predefined(String name) {
        return new Op(name, null);
    }

    /** The accumulate operation behind {@code op}, or null when accumulates cannot use it. */
    static AccumulateOp forAccumulate(Op op) {
        return op == null ? null : op.accumulate;
    }

    String mpiName() {
        return name;
    }

    /** Every predefined operation is commutative. */
    public boolean isCommutative() {
        return true;
    }

    /** Predefined operations stay valid; freeing only releases the caller's reference. */
    @Override
    public void free() {
    }

    public boolean isNull() {
        return false;
    }
}

package org.fenceline.tracer.runtime.reduction;

import java.nio.ByteBuffer;
import org.fenceline.tracer.device.reduction.ElementKind;
import org.fenceline.tracer.device.reduction.ElementwiseKernel;
import org.fenceline.tracer.device.reduction.PredefinedOp;

/**
 * A predefined operation bound to the datatype of a reduce-type collective: the shared element-wise kernel
 * ({@link PredefinedOp#kernel}) applied to whole packed vectors, plus what the collective algorithms ask of
 * an operation (commutativity, signature code, item size).
 */
public final class PredefinedReduction implements Reduction {
    private final PredefinedOp op;
    private final ElementwiseKernel kernel;
    private final int elementBytes;
    private final int itemBytes;

    private PredefinedReduction(PredefinedOp op, ElementwiseKernel kernel, int elementBytes, int itemBytes) {
        this.op = op;
        this.kernel = kernel;
        this.elementBytes = elementBytes;
        this.itemBytes = itemBytes;
    }

    /**
     * The operation for {@code kind}, or null if MPI does not define {@code op} on it.
     *
     * @param itemBytes packed bytes of one item of the datatype the caller reduces (a multiple of the element)
     */
    public static PredefinedReduction of(PredefinedOp op, ElementKind kind, int itemBytes) {
        ElementwiseKernel kernel = op.kernel(kind);
        return kernel == null ? null : new PredefinedReduction(op, kernel, kind.packedBytes(), itemBytes);
    }

    @Override
    public void combine(ByteBuffer in, ByteBuffer inOut) {
        kernel.apply(in, inOut, in.limit() / elementBytes);
    }

    @Override
    public boolean commutative() {
        return op != PredefinedOp.REPLACE;
    }

    @Override
    public String name() {
        return op.mpiName();
    }

    @Override
    public int code() {
        return op.ordinal() + 1;
    }

    @Override
    public int itemBytes() {
        return itemBytes;
    }
}

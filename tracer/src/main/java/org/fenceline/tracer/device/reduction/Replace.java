package org.fenceline.tracer.device.reduction;

import java.nio.ByteBuffer;

/** REPLACE: the origin's elements overwrite the target's (MPI_Put with accumulate's atomicity). */
final class Replace implements ElementwiseKernel {
    private final int width;

    Replace(ElementKind kind) {
        this.width = kind.packedBytes();
    }

    @Override
    public void apply(ByteBuffer in, ByteBuffer inOut, int count) {
        inOut.put(0, in, 0, width * count);
    }
}

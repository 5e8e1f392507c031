package org.fenceline.tracer.device.reduction;

import java.nio.ByteBuffer;

/**
 * One predefined operation on one element kind: {@code inOut[i] := in[i] op inOut[i]} for {@code count}
 * packed elements from index 0 of both buffers, each read and written in its own byte order; positions and
 * limits are neither used nor changed. {@code in} is the lower ranks' contribution in a reduction and the
 * origin's data in an accumulate, so REPLACE stores {@code in} and NO_OP keeps {@code inOut}.
 */
public interface ElementwiseKernel {
    void apply(ByteBuffer in, ByteBuffer inOut, int count);
}

package org.fenceline.tracer.runtime.reduction;

import java.nio.ByteBuffer;

/**
 * A reduction operation bound to a datatype, working on packed data in native byte order. {@link #combine}
 * follows MPI's user-function convention: {@code inOut := in op inOut}, where {@code in} holds the
 * contribution of the lower ranks, so non-commutative operations see their operands in rank order.
 */
public interface Reduction {
    /** Combines the whole of {@code in} (position 0 to limit) into {@code inOut} of the same length. */
    void combine(ByteBuffer in, ByteBuffer inOut);

    boolean commutative();

    /** "MPI_SUM", or "user-defined operation". */
    String name();

    /** Identifies the operation in collective signatures: predefined ops by ordinal + 1, user ops share one code. */
    int code();

    /** Bytes of one datatype item in packed data: pipelines cut their blocks at multiples of it. */
    int itemBytes();
}

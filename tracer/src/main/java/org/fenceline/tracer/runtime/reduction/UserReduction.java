package org.fenceline.tracer.runtime.reduction;

import java.nio.ByteBuffer;

/**
 * A user-defined operation (MPI_Op_create). The facade supplies the call into the program's function, which
 * sees the data as the datatype lays it out in memory; {@link ItemLayout} converts between that form and the
 * packed data the collectives move.
 */
public final class UserReduction implements Reduction {
    /** Combines {@code items} items laid out as the datatype describes: {@code inOut := in op inOut}. */
    public interface Function {
        void call(ByteBuffer in, ByteBuffer inOut, int items);
    }

    /** Packs and unpacks items of the operation's datatype. */
    public interface ItemLayout {
        /** Packed bytes of one item. */
        int packedBytes();

        /** The items of {@code packed} laid out in a new buffer (count × extent bytes). */
        ByteBuffer expand(ByteBuffer packed, int items);

        /** Writes the items of {@code laidOut} back into {@code packed}. */
        void compact(ByteBuffer laidOut, ByteBuffer packed, int items);

        /** True when packed and laid-out forms coincide, so no conversion is needed. */
        boolean contiguous();
    }

    private final Function function;
    private final boolean commutative;
    private final ItemLayout layout;

    public UserReduction(Function function, boolean commutative, ItemLayout layout) {
        this.function = function;
        this.commutative = commutative;
        this.layout = layout;
    }

    @Override
    public void combine(ByteBuffer in, ByteBuffer inOut) {
        int items = layout.packedBytes() == 0 ? 0 : in.limit() / layout.packedBytes();
        if (layout.contiguous()) {
            function.call(in.duplicate().order(in.order()), inOut.duplicate().order(inOut.order()), items);
            return;
        }
        ByteBuffer a = layout.expand(in, items);
        ByteBuffer b = layout.expand(inOut, items);
        function.call(a, b, items);
        layout.compact(b, inOut, items);
    }

    @Override
    public boolean commutative() {
        return commutative;
    }

    @Override
    public String name() {
        return "user-defined operation";
    }

    @Override
    public int code() {
        return 63;
    }

    @Override
    public int itemBytes() {
        return layout.packedBytes();
    }
}

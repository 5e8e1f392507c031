package org.fenceline.tracer.runtime.reduction;

/**
 * A reduction that adds something to another's combining (its cost in time) and answers everything else as
 * that one does.
 */
abstract class ForwardingReduction implements Reduction {
    protected final Reduction reduction;

    ForwardingReduction(Reduction reduction) {
        this.reduction = reduction;
    }

    @Override
    public boolean commutative() {
        return reduction.commutative();
    }

    @Override
    public String name() {
        return reduction.name();
    }

    @Override
    public int code() {
        return reduction.code();
    }

    @Override
    public int itemBytes() {
        return reduction.itemBytes();
    }
}

package org.fenceline.tracer.device.rma;

import java.nio.ByteBuffer;

/**
 * One put, get, accumulate, get-accumulate or compare-and-swap: which target part of the window it
 * touches, the packed origin data it carries, and where fetched data lands at the origin. Either access
 * method executes it at the target's memory; it is complete once its effect is visible to the origin.
 */
public final class RmaOperation {
    public enum Kind { PUT, GET, ACCUMULATE, GET_ACCUMULATE, COMPARE_AND_SWAP }

    private final Kind kind;
    private final int target;
    private final Blocks targetBlocks;
    private final ByteBuffer operand;
    private final ByteBuffer compare;
    private final AccumulateOp op;
    private final Element element;
    private final WindowMemory resultMemory;
    private final Blocks resultBlocks;
    private volatile long completedAt = -1;

    private RmaOperation(Kind kind, int target, Blocks targetBlocks, ByteBuffer operand, ByteBuffer compare,
            AccumulateOp op, Element element, WindowMemory resultMemory, Blocks resultBlocks) {
        this.kind = kind;
        this.target = target;
        this.targetBlocks = targetBlocks;
        this.operand = operand;
        this.compare = compare;
        this.op = op;
        this.element = element;
        this.resultMemory = resultMemory;
        this.resultBlocks = resultBlocks;
    }

    public static RmaOperation put(int target, Blocks at, ByteBuffer data) {
        return new RmaOperation(Kind.PUT, target, at, data, null, null, null, null, null);
    }

    public static RmaOperation get(int target, Blocks at, WindowMemory result, Blocks resultBlocks) {
        return new RmaOperation(Kind.GET, target, at, null, null, null, null, result, resultBlocks);
    }

    public static RmaOperation accumulate(int target, Blocks at, ByteBuffer data, AccumulateOp op, Element element) {
        return new RmaOperation(Kind.ACCUMULATE, target, at, data, null, op, element, null, null);
    }

    /** Fetches the old contents into {@code result} and combines {@code data} in (NO_OP: fetch only). */
    public static RmaOperation getAccumulate(int target, Blocks at, ByteBuffer data, AccumulateOp op,
            Element element, WindowMemory result, Blocks resultBlocks) {
        return new RmaOperation(Kind.GET_ACCUMULATE, target, at, data, null, op, element, result, resultBlocks);
    }

    /** Replaces one element with {@code data} if it equals {@code compare}; the old value goes to {@code result}. */
    public static RmaOperation compareAndSwap(int target, Blocks at, ByteBuffer data, ByteBuffer compare,
            WindowMemory result, Blocks resultBlocks) {
        return new RmaOperation(Kind.COMPARE_AND_SWAP, target, at, data, compare, null, null, result, resultBlocks);
    }

    public Kind kind() {
        return kind;
    }

    /** The target's rank in the window's group. */
    public int target() {
        return target;
    }

    /** Bytes of the target window the operation touches. */
    public int targetBytes() {
        return targetBlocks.bytes();
    }

    /** Bytes that travel from origin to target (data, compare value). */
    int payloadBytes() {
        return (operand == null ? 0 : operand.remaining()) + (compare == null ? 0 : compare.remaining());
    }

    boolean fetches() {
        return resultMemory != null;
    }

    /** Whether the target must read before it writes, atomically with respect to other such operations. */
    boolean readsAndWrites() {
        return kind == Kind.ACCUMULATE || kind == Kind.GET_ACCUMULATE || kind == Kind.COMPARE_AND_SWAP;
    }

    /** Applies the operation to the target's memory; returns the fetched bytes, or null. */
    ByteBuffer executeAt(WindowMemory memory) {
        if (!readsAndWrites()) {
            if (kind == Kind.PUT) {
                targetBlocks.scatter(operand, memory);
                return null;
            }
            return targetBlocks.gather(memory);
        }
        // Accumulates to one location from many origins must not interleave (MPI's element-wise atomicity).
        synchronized (memory) {
            ByteBuffer old = targetBlocks.gather(memory);
            if (kind == Kind.COMPARE_AND_SWAP) {
                if (old.equals(compare.duplicate().position(0))) {
                    targetBlocks.scatter(operand, memory);
                }
                return old;
            }
            if (op != AccumulateOp.NO_OP) {
                ByteBuffer combined = ByteBuffer.allocate(old.remaining()).order(old.order()).put(0, old, 0,
                        old.remaining());
                op.combine(element, combined, operand.duplicate().order(combined.order()).position(0),
                        combined.remaining() / element.bytes());
                targetBlocks.scatter(combined, memory);
            }
            return kind == Kind.GET_ACCUMULATE ? old : null;
        }
    }

    /** Unpacks fetched bytes into the origin's result buffer. */
    void land(ByteBuffer fetched) {
        resultBlocks.scatter(fetched, resultMemory);
    }

    void completeAt(long time) {
        completedAt = time;
    }

    /** Whether the operation is complete at the origin by emulated time {@code now}. */
    public boolean isCompleteAt(long now) {
        long at = completedAt;
        return at >= 0 && at <= now;
    }
}

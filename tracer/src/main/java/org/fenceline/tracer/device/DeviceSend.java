package org.fenceline.tracer.device;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * A send in progress. Besides completion it carries the <em>match claim</em>: the receiver's matching
 * engine and {@link MessageDevice#cancel} race for it, and exactly one wins. This stands for the
 * cancel control message of SCI-MPICH, whose answer the cancelling sender waits for.
 */
final class DeviceSend implements DeviceRequest {
    private static final int UNMATCHED = 0;
    private static final int MATCHED = 1;
    private static final int CANCELLED = 2;

    final int source;
    final int dest;
    final int context;
    final int tag;
    final long length;
    final SendMode mode;
    private final AtomicInteger claim = new AtomicInteger(UNMATCHED);
    private volatile boolean complete;
    private DeviceStatus status;

    DeviceSend(int source, int dest, int context, int tag, long length, SendMode mode) {
        this.source = source;
        this.dest = dest;
        this.context = context;
        this.tag = tag;
        this.length = length;
        this.mode = mode;
    }

    /** Called by the receiver when a receive matched this message; false if the send was cancelled first. */
    boolean claimForMatch() {
        return claim.compareAndSet(UNMATCHED, MATCHED) || claim.get() == MATCHED;
    }

    boolean claimForCancel() {
        return claim.compareAndSet(UNMATCHED, CANCELLED);
    }

    boolean isCancelled() {
        return claim.get() == CANCELLED;
    }

    void complete() {
        status = new DeviceStatus(dest, tag, length, false, false);
        complete = true;
    }

    void completeCancelled() {
        status = DeviceStatus.cancelledStatus();
        complete = true;
    }

    @Override
    public boolean isComplete() {
        return complete;
    }

    @Override
    public DeviceStatus status() {
        return status;
    }

    @Override
    public boolean isReceive() {
        return false;
    }

    @Override
    public String toString() {
        return "send(" + source + "->" + dest + ", context=" + context + ", tag=" + tag + ", bytes=" + length + ")";
    }
}

package org.fenceline.tracer.device;

import java.nio.ByteBuffer;

/**
 * A posted receive. It is matched by the receiving rank's progress engine, then filled by whichever
 * protocol carries the message; completion is published through the volatile {@code complete} flag.
 */
final class DeviceReceive implements DeviceRequest {
    final int rank;
    final int source;
    final int context;
    final int tag;
    final ByteBuffer target;
    private volatile boolean complete;
    private DeviceStatus status;

    DeviceReceive(int rank, int source, int context, int tag, ByteBuffer target) {
        this.rank = rank;
        this.source = source;
        this.context = context;
        this.tag = tag;
        this.target = target;
    }

    /** Room in the user's buffer, from its position to its limit. */
    int capacity() {
        return target.remaining();
    }

    void complete(DeviceStatus outcome) {
        status = outcome;
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
        return true;
    }

    @Override
    public String toString() {
        return "receive(rank=" + rank + ", source=" + source + ", context=" + context + ", tag=" + tag + ")";
    }
}

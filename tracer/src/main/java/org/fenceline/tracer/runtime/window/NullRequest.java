package org.fenceline.tracer.runtime.window;

import org.fenceline.tracer.device.DeviceRequest;
import org.fenceline.tracer.device.DeviceStatus;

/** A request-based operation on MPI_PROC_NULL: complete from the start, with nothing moved. */
final class NullRequest implements DeviceRequest {
    static final NullRequest INSTANCE = new NullRequest();

    private NullRequest() {
    }

    @Override
    public boolean isComplete() {
        return true;
    }

    @Override
    public DeviceStatus status() {
        return new DeviceStatus(-1, -1, 0, false, false);
    }

    @Override
    public boolean isReceive() {
        return false;
    }
}

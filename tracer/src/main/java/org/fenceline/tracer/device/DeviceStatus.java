package org.fenceline.tracer.device;

/**
 * Envelope and outcome of a completed receive (or a probe): who sent it, with what tag, how many
 * bytes the message had. {@code truncated} is set when the message was longer than the receive buffer.
 */
public record DeviceStatus(int source, int tag, long bytes, boolean cancelled, boolean truncated) {
    public static DeviceStatus cancelledStatus() {
        return new DeviceStatus(-1, -1, 0, true, false);
    }
}

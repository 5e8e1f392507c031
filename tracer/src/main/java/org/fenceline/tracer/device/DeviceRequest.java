package org.fenceline.tracer.device;

/**
 * A send or receive in progress. Completion is published once: after {@link #isComplete()} returns
 * true, {@link #status()} and the received data are visible to the calling thread.
 */
public interface DeviceRequest {
    boolean isComplete();

    /** The outcome; only meaningful once complete. For sends: dest, tag, bytes. */
    DeviceStatus status();

    /** True for receives. */
    boolean isReceive();
}

package org.fenceline.tracer.device;

/** The matching information of a message: who sent it, in which context, with which tag, how long. */
record Envelope(int source, int context, int tag, long length) {

    boolean matches(int wantedSource, int wantedTag) {
        return (wantedSource == MessageDevice.ANY_SOURCE || wantedSource == source)
                && (wantedTag == MessageDevice.ANY_TAG || wantedTag == tag);
    }

    DeviceStatus status(boolean truncated) {
        return new DeviceStatus(source, tag, length, false, truncated);
    }
}

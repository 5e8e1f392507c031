package org.fenceline.tracer.device;

/**
 * A message whose envelope has reached the receiver. Short messages bring their data along; eager
 * messages point into an eager buffer; rendezvous messages are only an announcement (request-to-send)
 * whose data moves after the match. Each protocol delivers its own kind.
 */
abstract class IncomingMessage {
    final Envelope envelope;

    IncomingMessage(Envelope envelope) {
        this.envelope = envelope;
    }

    /**
     * Claims the message for a matching receive. False if its sender cancelled it first; the matching
     * engine then drops it as if it had never arrived.
     */
    abstract boolean claim();

    /** True once the sender has cancelled it: matching and probing must not see it. */
    abstract boolean withdrawn();

    /** Moves (or starts moving) the data into the matched receive; completes it when the data is there. */
    abstract void deliver(DeviceReceive receive);

    /** Releases the resources of a withdrawn message without delivering it. */
    abstract void discard();
}

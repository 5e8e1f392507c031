package org.fenceline.tracer.sci;

/**
 * One unidirectional SCI link segment. Streams crossing it share its bandwidth: each transfer occupies
 * the link for its link bytes (payload plus per-packet overhead). Packets already travelling on the ring
 * (bypass FIFO) have priority over packets the node at the link's start injects (send queue), as
 * measured on P3 (digest 000 §6.4.1): pass-through traffic only queues behind pass-through traffic and
 * pushes injected traffic back by what it takes; injected traffic queues behind everything booked.
 * Forwarding is cut-through: the next link may start as soon as this one did.
 */
final class Link {
    final int from;
    final int to;
    private long busyUntil = Long.MIN_VALUE;
    private long passThroughBusyUntil = Long.MIN_VALUE;
    private long bytesCarried;

    Link(int from, int to) {
        this.from = from;
        this.to = to;
    }

    /**
     * Books the link for data that can enter it during [{@code first}, {@code last}] and needs
     * {@code occupancy} nanoseconds of link time. Returns {start, end}: when the data starts and finishes
     * crossing.
     */
    synchronized long[] book(long first, long last, long occupancy, long payloadBytes, boolean passThrough) {
        long start;
        if (passThrough) {
            start = Math.max(first, passThroughBusyUntil);
            passThroughBusyUntil = start + occupancy;
            busyUntil = Math.max(busyUntil, start) + occupancy;
        } else {
            start = Math.max(first, busyUntil);
            busyUntil = start + occupancy;
        }
        bytesCarried += payloadBytes;
        return new long[] {start, Math.max(last, start + occupancy)};
    }

    /** Payload bytes that have crossed this link (for saturation reports). */
    synchronized long bytesCarried() {
        return bytesCarried;
    }

    @Override
    public String toString() {
        return "link " + from + "->" + to;
    }
}

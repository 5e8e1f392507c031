package org.fenceline.tracer.sci;

/**
 * One unidirectional SCI link segment. Streams crossing it share its bandwidth: each transfer occupies
 * the link for its link bytes (payload plus per-packet overhead) and a later transfer queues behind
 * what is already booked. Forwarding is cut-through: the next link may start as soon as this one did.
 */
final class Link {
    final int from;
    final int to;
    private long busyUntil = Long.MIN_VALUE;
    private long bytesCarried;

    Link(int from, int to) {
        this.from = from;
        this.to = to;
    }

    /**
     * Books the link for data injected during [{@code first}, {@code last}] needing {@code occupancy}
     * nanoseconds of link time. Returns {start, end}: when the data starts and finishes crossing.
     */
    synchronized long[] book(long first, long last, long occupancy, long payloadBytes) {
        long start = Math.max(first, busyUntil);
        busyUntil = start + occupancy;
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

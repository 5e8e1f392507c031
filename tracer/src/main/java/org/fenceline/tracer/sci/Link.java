package org.fenceline.tracer.sci;

/**
 * One unidirectional SCI link segment. Streams crossing it share its bandwidth: each transfer occupies
 * the link for its link bytes (payload plus per-packet overhead). Packets already travelling on the ring
 * (bypass FIFO) have priority over packets the node at the link's start injects (send queue), as
 * measured on P3 (digest 000 §6.4.1): pass-through traffic only fits around pass-through traffic and
 * pushes injected traffic back by what it takes; injected traffic fits into the gaps everything booked
 * leaves ({@link LinkTimetable}). Forwarding is cut-through: the next link may start as soon as this one did.
 */
final class Link {
    final int from;
    final int to;
    /** Every booking: what injected traffic has to fit around. */
    private final LinkTimetable all = new LinkTimetable();
    /** Pass-through bookings only: what pass-through traffic has to fit around. */
    private final LinkTimetable passing = new LinkTimetable();
    /** Link time the pass-through booking in progress took from injections booked before it. */
    private long displaced;
    /** Marks a pass-through part busy in {@link #all}, counting what it took from injected traffic. */
    private final LinkTimetable.Parts takeFromInjected = (start, end) -> displaced += all.take(start, end);
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
        long[] crossing;
        if (passThrough) {
            displaced = 0;
            crossing = passing.fill(first, occupancy, takeFromInjected);
            if (displaced > 0) {
                // The injected packets it pushed aside wait in the node's send queue and cross right after it;
                // the node's later injections queue behind them.
                all.fill(crossing[1], displaced, LinkTimetable.Parts.IGNORED);
            }
        } else {
            crossing = all.fill(first, occupancy, LinkTimetable.Parts.IGNORED);
        }
        bytesCarried += payloadBytes;
        crossing[1] = Math.max(last, crossing[1]);
        return crossing;
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

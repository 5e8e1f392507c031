package org.fenceline.tracer.sci;

/**
 * Data on its way into a segment: visible to the segment's readers once the clock reaches
 * {@code arrival}. {@code sequence} keeps packets with equal arrival in sending order.
 */
final class Packet implements Comparable<Packet> {
    final Segment target;
    final long offset;
    final byte[] data;
    final long arrival;
    final long sequence;

    Packet(Segment target, long offset, byte[] data, long arrival, long sequence) {
        this.target = target;
        this.offset = offset;
        this.data = data;
        this.arrival = arrival;
        this.sequence = sequence;
    }

    long end() {
        return offset + data.length;
    }

    @Override
    public int compareTo(Packet other) {
        int byTime = Long.compare(arrival, other.arrival);
        return byTime != 0 ? byTime : Long.compare(sequence, other.sequence);
    }
}

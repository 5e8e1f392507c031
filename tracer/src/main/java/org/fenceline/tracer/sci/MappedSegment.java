package org.fenceline.tracer.sci;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * A remote segment mapped into a node's address space through ATT entries (an EES): the node reaches it
 * with programmed I/O. Writes are posted: the CPU pays l_rs plus the bytes at the PIO bandwidth and
 * continues while the packets travel; the data becomes visible at the target when it arrives. Reads
 * stall the CPU for the full remote round trip.
 */
public final class MappedSegment {
    private final Adapter adapter;
    private final Segment target;
    private final int attPages;
    private final StreamBuffer streamBuffer;
    private boolean mapped = true;

    MappedSegment(Adapter adapter, Segment target, int attPages) {
        this.adapter = adapter;
        this.target = target;
        this.attPages = attPages;
        this.streamBuffer = new StreamBuffer(adapter.profile().streamBufferBytes(), adapter.profile().packetHeaderBytes());
    }

    public Segment target() {
        return target;
    }

    int attPages() {
        return attPages;
    }

    /** PIO-writes {@code src}'s remaining bytes at {@code offset}. */
    public void write(long offset, ByteBuffer src) {
        write(offset, src, src.remaining(), src.remaining());
    }

    /**
     * PIO-writes {@code length} bytes from {@code src} (at its position, which is left alone), followed by
     * zeros up to {@code paddedLength}: protocols pad to whole stream buffers so that no tail waits for the
     * timeout.
     */
    public void write(long offset, ByteBuffer src, int length, int paddedLength) {
        checkMapped();
        Cpu cpu = adapter.cpu();
        TimingProfile p = adapter.profile();
        boolean local = target.owner() == adapter;
        long begin = cpu.now();
        double cost = local
                ? SciNetwork.nanosFor(paddedLength, adapter.profile().localCopyBandwidth(paddedLength))
                : p.remoteWriteSenderMicros() * 1000 + SciNetwork.nanosFor(paddedLength, pioBandwidth(offset, paddedLength));
        if (!adapter.network().timed()) {
            target.deliverDirect(offset, src, length, paddedLength);
            return;
        }
        long first = begin + (local ? 0 : Math.round(p.remoteWriteSenderMicros() * 1000));
        long last = begin + Math.round(cost);
        byte[] data = new byte[paddedLength];
        src.get(src.position(), data, 0, length);
        if (local) {
            cpu.busyUntil(last);
            target.deliver(offset, data, last, last);
            return;
        }
        long start = offset;
        Packet merged = streamBuffer.continuable(offset, begin, SciNetwork.micros(p.streamBufferTimeoutMicros()));
        if (merged != null && target.withdraw(merged)) {
            byte[] joined = new byte[merged.data.length + data.length];
            System.arraycopy(merged.data, 0, joined, 0, merged.data.length);
            System.arraycopy(data, 0, joined, merged.data.length, data.length);
            data = joined;
            start = merged.offset;
        } else {
            flush(begin);
        }
        streamBuffer.clearTail();
        long end = start + data.length;
        long boundary = streamBuffer.boundaryBefore(start, end);
        if (boundary > start) {
            byte[] body = boundary == end ? data : java.util.Arrays.copyOf(data, (int) (boundary - start));
            send(start, body, first, last);
        }
        if (boundary < end) {
            byte[] tail = java.util.Arrays.copyOfRange(data, (int) (boundary - start), data.length);
            long departure = last + SciNetwork.micros(p.streamBufferTimeoutMicros());
            long arrival = adapter.network().uncontendedArrival(adapter.node(), target.owner().node(), departure);
            adapter.sent(arrival);
            Packet packet = target.deliver(boundary, tail, arrival, adapter.network().clock().nanos());
            streamBuffer.holdTail(packet, last);
        }
        cpu.busyUntil(last);
    }

    /** PIO-writes one 8-byte word (a flag, a counter, a returned pointer). */
    public void writeLong(long offset, long value) {
        ByteBuffer word = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(0, value);
        write(offset, word, 8, 8);
    }

    /** Remote-reads one 8-byte word: the CPU stalls for l_rr. */
    public long readLong(long offset) {
        checkMapped();
        Cpu cpu = adapter.cpu();
        boolean local = target.owner() == adapter;
        cpu.charge(local ? adapter.profile().localReadMicros() * 1000 : adapter.profile().remoteReadMicros() * 1000);
        cpu.catchUp();
        if (local) {
            target.settle(cpu.now());
            return target.readLongAcquire(offset);
        }
        return target.readLongAsOf(offset, cpu.now());
    }

    /** Remote-reads {@code length} bytes into {@code dst} at {@code dstOffset}: l_rr plus the bytes at B_rr. */
    public void read(long offset, ByteBuffer dst, int dstOffset, int length) {
        checkMapped();
        Cpu cpu = adapter.cpu();
        TimingProfile p = adapter.profile();
        cpu.charge(p.remoteReadMicros() * 1000 + SciNetwork.nanosFor(length, p.remoteReadBandwidth()));
        cpu.catchUp();
        target.copyOutAsOf(offset, dst, dstOffset, length, cpu.now());
    }

    /** Sends out what the stream buffer still gathers (explicit flush, rule 3). */
    public void flush() {
        flush(adapter.cpu().now());
    }

    private void flush(long now) {
        Packet tail = streamBuffer.tail();
        streamBuffer.clearTail();
        if (tail != null && tail.arrival > now + adapter.network().wireNanos && target.withdraw(tail)) {
            send(tail.offset, tail.data, now, now);
        }
    }

    /** Releases the ATT entries. */
    public void unmap() {
        if (mapped) {
            flush();
            mapped = false;
            adapter.unmapped(this);
        }
    }

    /** Puts packets on the wire; the CPU stalls until the first link has taken them (back-pressure). */
    private void send(long offset, byte[] data, long first, long last) {
        long[] timing = adapter.network().transmit(adapter.node(), target.owner().node(), first, last,
                data.length, streamBuffer.linkBytes(offset, data.length));
        adapter.sent(timing[0]);
        adapter.cpu().busyUntil(timing[1]);
        target.deliver(offset, data, timing[0], adapter.network().clock().nanos());
    }

    /** B_cr for this write: source in cache or not, destination aligned to the write-combining granule or not. */
    private double pioBandwidth(long offset, int length) {
        TimingProfile p = adapter.profile();
        double bandwidth = length <= p.cacheKneeBytes() ? p.pioBandwidthCached() : p.pioBandwidthMemory();
        // Stores shorter than the write-combining granule are single bus transactions either way; longer
        // ones starting off the granule break every burst (Fig. 5.9).
        boolean misaligned = length >= p.writeCombiningBytes() && offset % p.writeCombiningBytes() != 0;
        return misaligned ? bandwidth * p.misalignedPioFactor() : bandwidth;
    }

    private void checkMapped() {
        if (!mapped) {
            throw new IllegalStateException(target + " is no longer mapped by node " + adapter.node());
        }
    }
}

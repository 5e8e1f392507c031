package org.fenceline.tracer.sci;

import java.nio.ByteBuffer;

/**
 * The adapter's DMA engine (digest 000 §1.8). Posting a descriptor is a driver call on the CPU; the
 * engine then needs its start-up time and moves the data at its own bandwidth without using the CPU.
 * Transfers of one engine run one after another.
 */
public final class DmaEngine {
    private final Adapter adapter;
    /** The engine forms packets like the stream buffers do, without holding a tail back. */
    private final StreamBuffer packets;
    private long busyUntil = Long.MIN_VALUE;

    DmaEngine(Adapter adapter) {
        this.adapter = adapter;
        this.packets = new StreamBuffer(adapter.profile().streamBufferBytes(), adapter.profile().packetHeaderBytes());
    }

    /**
     * Posts a transfer of {@code length} bytes from {@code src} (at its position) to {@code offset} in the
     * connected segment, zero-padded to {@code paddedLength}. Returns the time the transfer is complete: the
     * last data has arrived at the target (clock time; 0 when the network is untimed and the data has
     * already moved).
     */
    public long post(ConnectedSegment destination, long offset, ByteBuffer src, int length, int paddedLength) {
        Segment target = destination.target();
        SciNetwork network = adapter.network();
        if (!network.timed()) {
            target.deliverDirect(offset, src, length, paddedLength);
            return 0;
        }
        TimingProfile p = adapter.profile();
        Cpu cpu = adapter.cpu();
        cpu.charge(p.kernelCallMicros() * 1000);
        long start = Math.max(cpu.now(), busyUntil) + SciNetwork.micros(p.dmaStartupMicros());
        long done = start + Math.round(SciNetwork.nanosFor(paddedLength, p.dmaBandwidth()));
        byte[] data = new byte[paddedLength];
        src.get(src.position(), data, 0, length);
        long[] timing = network.transmit(adapter.node(), target.owner().node(), start, done, paddedLength,
                packets.linkBytes(offset, paddedLength));
        // Back-pressure: the engine cannot run ahead of the first link, which may be busy with other traffic.
        busyUntil = Math.max(done, timing[1]);
        adapter.sent(timing[0]);
        target.deliver(offset, data, timing[0], network.clock().nanos());
        return Math.max(done, timing[0]);
    }
}

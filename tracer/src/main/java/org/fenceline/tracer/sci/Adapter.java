package org.fenceline.tracer.sci;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The PCI-SCI adapter of one node with that node's CPU: exports segments, maps (ATT entries, costly) or
 * connects (DMA only, cheap) remote ones, keeps the store barrier's bookkeeping, and owns the node's DMA
 * engine and interrupt.
 */
public final class Adapter {
    private final SciNetwork network;
    private final int node;
    private final Cpu cpu;
    private final DmaEngine dma;
    private final RemoteInterrupt interrupt;
    private final List<MappedSegment> mappings = new ArrayList<>();
    private int nextSegmentId;
    private int attUsed;
    private long lastArrival = Long.MIN_VALUE;

    Adapter(SciNetwork network, int node) {
        this.network = network;
        this.node = node;
        this.cpu = new Cpu(network.clock(), network.keepsTime());
        this.dma = new DmaEngine(this);
        this.interrupt = new RemoteInterrupt(network);
    }

    public int node() {
        return node;
    }

    public Cpu cpu() {
        return cpu;
    }

    public DmaEngine dma() {
        return dma;
    }

    public RemoteInterrupt interrupt() {
        return interrupt;
    }

    SciNetwork network() {
        return network;
    }

    TimingProfile profile() {
        return network.profile();
    }

    /** Exports a new local segment of {@code size} bytes. Its memory is committed on first touch. */
    public synchronized Segment export(long size) {
        return new Segment(this, nextSegmentId++, size);
    }

    /** Maps a segment of another node for PIO: a driver call plus a cost per ATT page, and ATT entries. */
    public MappedSegment map(Segment target) {
        return map(target, List.of(new SegmentRange(0, target.size())));
    }

    /**
     * Maps only the given ranges of a segment (SCI-MPICH maps a sender's own part of a receiver's short segment,
     * not all of it): the ATT pages they span, counted once each.
     */
    public synchronized MappedSegment map(Segment target, List<SegmentRange> ranges) {
        TimingProfile p = profile();
        int pages = attPages(ranges, p.attPageBytes(), target);
        if (target.owner() != this && (long) attUsed + pages > p.attEntries()) {
            throw new SciResourceException("node " + node + ": mapping " + target + " needs " + pages
                    + " ATT entries, " + (p.attEntries() - attUsed) + " of " + p.attEntries() + " left");
        }
        if (target.owner() != this) {
            attUsed += pages;
            cpu.charge((p.kernelCallMicros() + pages * p.mapMicrosPerAttPage()) * 1000);
        }
        MappedSegment mapping = new MappedSegment(this, target, target.owner() == this ? 0 : pages);
        mappings.add(mapping);
        return mapping;
    }

    private static int attPages(List<SegmentRange> ranges, long pageBytes, Segment target) {
        BitSet spanned = new BitSet();
        for (SegmentRange range : ranges) {
            if (range.end() > target.size()) {
                throw new IllegalArgumentException(range + " lies beyond " + target);
            }
            spanned.set((int) (range.offset() / pageBytes), (int) ((range.end() - 1) / pageBytes) + 1);
        }
        return spanned.cardinality();
    }

    /** Connects a segment of another node for DMA: a driver call, no ATT entries. */
    public ConnectedSegment connect(Segment target) {
        cpu.charge(profile().kernelCallMicros() * 1000);
        return new ConnectedSegment(this, target);
    }

    synchronized void unmapped(MappedSegment mapping) {
        attUsed -= mapping.attPages();
        mappings.remove(mapping);
    }

    /** ATT entries in use. */
    public synchronized int attUsed() {
        return attUsed;
    }

    /**
     * Flushes every stream buffer and waits until all writes this node has issued have arrived; costs at
     * least l_sb however few writes were outstanding (digest 000 §1.6).
     */
    public void storeBarrier() {
        List<MappedSegment> current;
        synchronized (this) {
            current = new ArrayList<>(mappings);
        }
        for (MappedSegment mapping : current) {
            mapping.flush();
        }
        long begin = cpu.now();
        cpu.busyUntil(Math.max(begin + SciNetwork.micros(profile().storeBarrierMicros()), lastArrival));
        cpu.catchUp();
    }

    /**
     * A sequence check (digest 000 §1.5): reads the adapter's status register to verify the writes this node has
     * issued, which waits until they have arrived, without a store barrier's fixed cost l_sb.
     */
    public void checkSequence() {
        cpu.busyUntil(Math.max(cpu.now(), lastArrival));
        cpu.catchUp();
    }

    /**
     * A load barrier (l_lb): afterwards reads of remote memory reflect its state at this time rather than
     * data prefetched earlier. Reads here never prefetch, so only the cost remains.
     */
    public void loadBarrier() {
        cpu.charge(profile().loadBarrierMicros() * 1000);
        cpu.catchUp();
    }

    void sent(long arrival) {
        if (arrival > lastArrival) {
            lastArrival = arrival;
        }
    }

}

package org.fenceline.tracer.sci;

import org.fenceline.tracer.kernel.Clock;

/**
 * The emulated SCI interconnect of one job: one node (CPU + PCI-SCI adapter) per rank, cabled by a
 * {@link Topology} whose links share their bandwidth, with every cost taken from a {@link TimingProfile}
 * and realised through a {@link Clock}.
 */
public final class SciNetwork {
    private final TimingProfile profile;
    private final Clock clock;
    private final Topology topology;
    private final Adapter[] adapters;
    private final Link[] links;
    private final boolean timed;
    private final boolean linksFree;
    final long wireNanos;
    final long hopNanos;

    public SciNetwork(Topology topology, TimingProfile profile, Clock clock) {
        this.profile = profile;
        this.clock = clock;
        this.topology = topology;
        this.timed = !isFree(profile);
        this.linksFree = Double.isInfinite(profile.linkBandwidth()) && profile.hopMicros() == 0;
        this.wireNanos = micros(profile.remoteWriteMicros() - profile.remoteWriteSenderMicros());
        this.hopNanos = micros(profile.hopMicros());
        this.links = new Link[topology.links()];
        for (int i = 0; i < links.length; i++) {
            int[] ends = topology.endpoints(i);
            links[i] = new Link(ends[0], ends[1]);
        }
        this.adapters = new Adapter[topology.nodes()];
        for (int node = 0; node < adapters.length; node++) {
            adapters[node] = new Adapter(this, node);
        }
    }

    /** True if no parameter adds any cost: the network then skips all time keeping. */
    private static boolean isFree(TimingProfile p) {
        return p.remoteWriteMicros() == 0 && p.remoteWriteSenderMicros() == 0 && p.remoteReadMicros() == 0
                && Double.isInfinite(p.remoteReadBandwidth()) && Double.isInfinite(p.pioBandwidthCached())
                && Double.isInfinite(p.pioBandwidthMemory()) && p.storeBarrierMicros() == 0
                && p.loadBarrierMicros() == 0 && p.localReadMicros() == 0
                && Double.isInfinite(p.localCopyBandwidthCached()) && Double.isInfinite(p.localCopyBandwidthMemory())
                && Double.isInfinite(p.crcBandwidth()) && Double.isInfinite(p.linkBandwidth())
                && p.hopMicros() == 0 && p.dmaStartupMicros() == 0 && Double.isInfinite(p.dmaBandwidth())
                && p.kernelCallMicros() == 0 && p.mapMicrosPerAttPage() == 0 && p.interruptMicros() == 0
                && p.streamBufferTimeoutMicros() == 0 && !p.modelsCombining();
    }

    public Adapter adapter(int node) {
        return adapters[node];
    }

    public int nodes() {
        return adapters.length;
    }

    public TimingProfile profile() {
        return profile;
    }

    public Clock clock() {
        return clock;
    }

    /** False for a profile without any cost: then no clock is read and all data is visible at once. */
    public boolean timed() {
        return timed;
    }

    /**
     * Whether the nodes keep time: with any cost, and always in virtual time (where a rank's time is its clock
     * even on a network without cost, e.g. for lock grant times).
     */
    public boolean keepsTime() {
        return timed || clock.isVirtual();
    }

    /** Payload bytes carried by each link so far, indexed like the topology's links. */
    public long[] linkLoad() {
        long[] load = new long[links.length];
        for (int i = 0; i < links.length; i++) {
            load[i] = links[i].bytesCarried();
        }
        return load;
    }

    /** Nanoseconds for {@code bytes} at {@code mbPerSecond} (binary MB); zero for an infinite bandwidth. */
    public static double nanosFor(double bytes, double mbPerSecond) {
        return Double.isInfinite(mbPerSecond) ? 0 : bytes * 1e9 / (mbPerSecond * TimingProfile.MB);
    }

    static long micros(double micros) {
        return Math.round(micros * 1000);
    }

    /**
     * Arrival of a packet that leaves at {@code departure} without booking the links: a stream-buffer tail
     * waiting for its timeout, which a later write may still take back.
     */
    long uncontendedArrival(int from, int to, long departure) {
        int hops = topology.route(from, to).length;
        return hops == 0 ? departure : departure + wireNanos + (hops - 1) * hopNanos;
    }

    /**
     * Sends data injected at the source adapter during [{@code first}, {@code last}] to {@code to}, booking
     * every link on the route. Returns {arrival of the last byte, time the first link has taken it all}.
     */
    long[] transmit(int from, int to, long first, long last, long payloadBytes, long linkBytes) {
        int[] route = topology.route(from, to);
        if (linksFree || route.length == 0) {
            long arrival = last + (route.length == 0 ? 0 : wireNanos + (route.length - 1) * hopNanos);
            return new long[] {arrival, last};
        }
        long occupancy = Math.round(nanosFor(linkBytes, profile.linkBandwidth()));
        // l_rw already contains one packet's time on the link; only what exceeds it (queueing behind other
        // streams, or a link slower than the injection) delays the arrival.
        long onePacket = Math.min(occupancy, Math.round(nanosFor(profile.streamBufferBytes()
                + profile.packetHeaderBytes() + StreamBuffer.SUBACTION_BYTES, profile.linkBandwidth())));
        long start = first;
        long end = last;
        long accepted = last;
        for (int i = 0; i < route.length; i++) {
            boolean passThrough = i > 0 && topology.sameRing(route[i - 1], route[i]);
            long[] crossing = links[route[i]].book(start, end, occupancy, payloadBytes, passThrough);
            if (i == 0) {
                accepted = crossing[0] + occupancy;
            }
            start = crossing[0];
            end = crossing[1];
        }
        long arrival = Math.max(last, end - onePacket) + wireNanos + (route.length - 1) * hopNanos;
        return new long[] {arrival, accepted};
    }
}

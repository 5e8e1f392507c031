package org.fenceline.tracer.device;

import java.nio.ByteBuffer;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.fenceline.tracer.sci.MappedSegment;
import org.fenceline.tracer.sci.SciNetwork;
import org.fenceline.tracer.sci.SciResourceException;
import org.fenceline.tracer.sci.Segment;
import org.fenceline.tracer.sci.TimingProfile;

/**
 * The static eager protocol (digest 000 §3.3): the receiver holds, per sender, a region of fixed-size
 * buffers; the sender PIO-writes a message into a free one and sends an EAGER notice through the short
 * ring; the receiver copies the data out when the receive matches (an unexpected message stays in its
 * buffer meanwhile) and returns the buffer by a remote write into the sender's one-sided area.
 *
 * <p>Regions are connected on demand and cached: a sender keeps at most {@code eagerConnections}
 * connections (LRU), and a connection is only given up when all its buffers have come back, so eager
 * memory grows with N·eagerConnections, not N². No free buffer, or no connection to give up, means the
 * message falls back to rendezvous, as in SCI-MPICH.
 */
final class EagerProtocol {
    /** Per-rank eager state, as sender and as receiver. */
    static final class State {
        /** Sender side: mapped regions at receivers, in LRU order. */
        final LinkedHashMap<Integer, MappedSegment> connections = new LinkedHashMap<>(16, 0.75f, true);
        /** Sender side: how often each buffer at each receiver was used. */
        final long[][] used;
        /** Receiver side: the region each connected sender writes into. */
        final Map<Integer, Segment> regions = new ConcurrentHashMap<>();
        /** Receiver side: how often each buffer of each sender was returned. */
        final long[][] returned;

        State(int ranks, int buffers) {
            used = new long[ranks][buffers];
            returned = new long[ranks][buffers];
        }
    }

    private final TimingProfile profile;
    private final ShortLayout layout;
    private final ShortProtocol ring;
    private final RankEndpoint[] endpoints;

    EagerProtocol(TimingProfile profile, ShortLayout layout, ShortProtocol ring, RankEndpoint[] endpoints) {
        this.profile = profile;
        this.layout = layout;
        this.ring = ring;
        this.endpoints = endpoints;
    }

    /** Sends by eager if a buffer is free; false means: use rendezvous. */
    boolean trySend(RankEndpoint from, int dest, int context, int tag, ByteBuffer data) {
        MappedSegment region = connection(from, dest);
        if (region == null) {
            return false;
        }
        int buffer = freeBuffer(from, dest);
        if (buffer < 0) {
            return false;
        }
        int length = data.remaining();
        region.write((long) buffer * profile.eagerBufferBytes(), data, length, padded(length));
        from.eager.used[dest][buffer]++;
        ring.send(from, dest, new RingMessage(ControlType.EAGER, tag, context, buffer, length, 0, null));
        return true;
    }

    /** The receiver's side of an EAGER notice: an incoming message whose data waits in the buffer. */
    IncomingMessage arrived(RankEndpoint receiver, int source, RingMessage notice) {
        Envelope envelope = new Envelope(source, notice.context(), notice.tag(), notice.length());
        return new Buffered(envelope, receiver, receiver.eager.regions.get(source), notice.id());
    }

    private final class Buffered extends IncomingMessage {
        private final RankEndpoint receiver;
        private final Segment region;
        private final int buffer;

        Buffered(Envelope envelope, RankEndpoint receiver, Segment region, int buffer) {
            super(envelope);
            this.receiver = receiver;
            this.region = region;
            this.buffer = buffer;
        }

        @Override
        boolean claim() {
            return true;
        }

        @Override
        boolean withdrawn() {
            return false;
        }

        @Override
        void deliver(DeviceReceive receive) {
            int length = (int) envelope.length();
            int n = Math.min(length, receive.capacity());
            region.settle(receiver.cpu().now());
            region.copyOut((long) buffer * profile.eagerBufferBytes(), receive.target, receive.target.position(), n);
            receiver.cpu().charge(SciNetwork.nanosFor(length, profile.localCopyBandwidth(length)));
            giveBack();
            receive.complete(envelope.status(n < length));
        }

        @Override
        void discard() {
            giveBack();
        }

        /**
         * Returns the buffer: one remote word write into the sender's one-sided area, verified by a sequence check
         * before the receiver goes on, so that it pays the write's whole latency l_rw, as (4.30) counts it.
         */
        private void giveBack() {
            int source = envelope.source();
            long count = ++receiver.eager.returned[source][buffer];
            receiver.shortMappings[source].writeLong(layout.eagerReturn(receiver.rank, buffer), count);
            receiver.adapter.checkSequence();
        }
    }

    private MappedSegment connection(RankEndpoint from, int dest) {
        MappedSegment region = from.eager.connections.get(dest);
        if (region != null) {
            return region;
        }
        if (from.eager.connections.size() >= profile.eagerConnections() && !evictIdle(from)) {
            return null;
        }
        RankEndpoint receiver = endpoints[dest];
        Segment exported = receiver.adapter.export((long) profile.eagerBuffersPerPair() * profile.eagerBufferBytes());
        try {
            region = from.adapter.map(exported);
        } catch (SciResourceException e) {
            return null;
        }
        receiver.eager.regions.put(from.rank, exported);
        from.eager.connections.put(dest, region);
        return region;
    }

    /** Gives up the least recently used connection whose buffers have all come back. */
    private boolean evictIdle(RankEndpoint from) {
        for (Iterator<Map.Entry<Integer, MappedSegment>> it = from.eager.connections.entrySet().iterator();
                it.hasNext(); ) {
            Map.Entry<Integer, MappedSegment> entry = it.next();
            int dest = entry.getKey();
            if (allReturned(from, dest)) {
                entry.getValue().unmap();
                endpoints[dest].eager.regions.remove(from.rank);
                it.remove();
                return true;
            }
        }
        return false;
    }

    private boolean allReturned(RankEndpoint from, int dest) {
        for (int buffer = 0; buffer < profile.eagerBuffersPerPair(); buffer++) {
            if (returnedCount(from, dest, buffer) != from.eager.used[dest][buffer]) {
                return false;
            }
        }
        return true;
    }

    /** A buffer whose uses have all been returned; -1 if none. Reads the sender's own memory only. */
    private int freeBuffer(RankEndpoint from, int dest) {
        from.cpu().charge(profile.localReadMicros() * 1000);
        for (int buffer = 0; buffer < profile.eagerBuffersPerPair(); buffer++) {
            if (returnedCount(from, dest, buffer) == from.eager.used[dest][buffer]) {
                return buffer;
            }
        }
        return -1;
    }

    private long returnedCount(RankEndpoint from, int dest, int buffer) {
        from.shortSegment.settle(from.cpu().now());
        return from.shortSegment.readLongAcquire(layout.eagerReturn(dest, buffer));
    }

    private int padded(int length) {
        int slot = profile.streamBufferBytes();
        return Math.min(profile.eagerBufferBytes(), (length + slot - 1) / slot * slot);
    }
}

package org.fenceline.tracer.device;

import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.fenceline.tracer.device.ProtocolCounters.Protocol;
import org.fenceline.tracer.sci.ConnectedSegment;
import org.fenceline.tracer.sci.MappedSegment;
import org.fenceline.tracer.sci.SciNetwork;
import org.fenceline.tracer.sci.Segment;
import org.fenceline.tracer.sci.TimingProfile;

/**
 * The non-blocking rendezvous protocol (digest 000 §3.4 a): REQUEST_TO_SEND travels through the short
 * ring like any envelope; when a receive matches, the receiver takes an input buffer of
 * S_in = min(S_msg, S_rdv) from its rendezvous pool and answers OK_TO_SEND; the sender writes the chunk
 * in pipeline blocks of S_pipe, each announced by BLOCK_READY (the last by CONTINUE), while the receiver
 * copies the previous block out; larger messages repeat this per chunk. Blocks move by PIO, or by the
 * DMA engine for messages of at least the DMA threshold, whose transfers run without the CPU and are
 * announced once the sender's progress sees them done. No payload moves before the match, which is why
 * synchronous sends use this protocol.
 * <p>On an interconnect that models no cost on the wall clock ({@code ideal}), staging through the pool would only
 * cost the host a second copy: there the receiver copies the message straight from the sender's buffer when it
 * matches, and answers RECEIVED, on which the send completes (the single-copy path of shared-memory MPIs).
 */
final class RendezvousProtocol {
    /** Per-rank rendezvous state, as sender and as receiver. */
    static final class State {
        final Map<Integer, Outgoing> sends = new HashMap<>();
        int nextId;
        final MappedSegment[] poolMappings;
        final ConnectedSegment[] poolConnections;
        final ArrayDeque<PendingBlock> dma = new ArrayDeque<>();
        final Segment pool;
        final boolean[] poolSlotBusy;
        final Map<Long, Incoming> receives = new HashMap<>();
        final ArrayDeque<Incoming> waitingForPool = new ArrayDeque<>();

        State(int ranks, Segment pool, int poolSlots) {
            this.pool = pool;
            this.poolMappings = new MappedSegment[ranks];
            this.poolConnections = new ConnectedSegment[ranks];
            this.poolSlotBusy = new boolean[poolSlots];
        }

        /** Earliest completion of a DMA block this rank still has to announce; {@code Long.MAX_VALUE} if none. */
        long nextDmaCompletion() {
            PendingBlock first = dma.peekFirst();
            return first == null ? Long.MAX_VALUE : first.done;
        }
    }

    /** A message this rank sends by rendezvous. */
    static final class Outgoing {
        final int id;
        final int dest;
        final DeviceSend request;
        final ByteBuffer data;
        final boolean dma;
        long sent;

        Outgoing(int id, int dest, DeviceSend request, ByteBuffer data, boolean dma) {
            this.id = id;
            this.dest = dest;
            this.request = request;
            this.data = data;
            this.dma = dma;
        }
    }

    /** A matched rendezvous message this rank receives. */
    static final class Incoming {
        final Envelope envelope;
        final int source;
        final int id;
        final DeviceReceive receive;
        final long length;
        long received;
        int poolSlot = -1;

        Incoming(Envelope envelope, int id, DeviceReceive receive) {
            this.envelope = envelope;
            this.source = envelope.source();
            this.id = id;
            this.receive = receive;
            this.length = envelope.length();
        }
    }

    record PendingBlock(Outgoing send, long done, RingMessage announcement) {
    }

    private final TimingProfile profile;
    /**
     * The match claims of announced sends, by (source, id): the receiver's matching and the sender's
     * cancel race for them (standing in for SCI-MPICH's cancel control message and its answer).
     */
    private final Map<Long, Outgoing> claims = new ConcurrentHashMap<>();
    private final boolean singleCopy;
    private final ShortProtocol ring;
    private final InFlight inFlight;
    private final RankEndpoint[] endpoints;

    RendezvousProtocol(TimingProfile profile, boolean singleCopy, ShortProtocol ring, InFlight inFlight,
            RankEndpoint[] endpoints) {
        this.profile = profile;
        this.singleCopy = singleCopy;
        this.ring = ring;
        this.inFlight = inFlight;
        this.endpoints = endpoints;
    }

    private boolean usesDma(long length) {
        return length >= profile.dmaThreshold();
    }

    /** The path a message of {@code length} bytes takes. */
    Protocol protocolFor(long length) {
        if (singleCopy) {
            return Protocol.RENDEZVOUS_SINGLE_COPY;
        }
        return usesDma(length) ? Protocol.RENDEZVOUS_DMA : Protocol.RENDEZVOUS_PIO;
    }

    /** Announces a message; {@code data} must stay untouched until the send completes. */
    void start(RankEndpoint from, int dest, int context, int tag, ByteBuffer data, DeviceSend request) {
        int id = from.rendezvous.nextId++;
        long length = data.remaining();
        Outgoing out = new Outgoing(id, dest, request, data, usesDma(length));
        from.rendezvous.sends.put(id, out);
        claims.put(key(from.rank, id), out);
        ring.send(from, dest, new RingMessage(ControlType.REQUEST_TO_SEND, tag, context, id, length, 0, null));
    }

    /** Forgets a send that was cancelled before its match. */
    void withdraw(RankEndpoint from, DeviceSend request) {
        from.rendezvous.sends.values().removeIf(out -> out.request == request);
    }

    /** The receiver's side of a REQUEST_TO_SEND. */
    IncomingMessage announced(RankEndpoint receiver, int source, RingMessage rts) {
        Envelope envelope = new Envelope(source, rts.context(), rts.tag(), rts.length());
        Outgoing send = claims.remove(key(source, rts.id()));
        return new Announcement(envelope, receiver, rts.id(), send);
    }

    private final class Announcement extends IncomingMessage {
        private final RankEndpoint receiver;
        private final int id;
        private final Outgoing send;

        Announcement(Envelope envelope, RankEndpoint receiver, int id, Outgoing send) {
            super(envelope);
            this.receiver = receiver;
            this.id = id;
            this.send = send;
        }

        @Override
        boolean claim() {
            return send.request.claimForMatch();
        }

        @Override
        boolean withdrawn() {
            return send.request.isCancelled();
        }

        @Override
        void deliver(DeviceReceive receive) {
            if (singleCopy) {
                copyFromSender(receiver, send, receive, envelope);
                return;
            }
            Incoming in = new Incoming(envelope, id, receive);
            receiver.rendezvous.receives.put(key(in.source, id), in);
            if (!takePoolSlot(receiver, in)) {
                receiver.rendezvous.waitingForPool.addLast(in);
            }
        }

        @Override
        void discard() {
        }
    }

    /**
     * The single-copy path: the sender leaves its buffer untouched until RECEIVED arrives, and the claim map
     * published it to this receiver before the REQUEST_TO_SEND did.
     */
    private void copyFromSender(RankEndpoint receiver, Outgoing send, DeviceReceive receive, Envelope envelope) {
        int length = (int) envelope.length();
        int fits = Math.min(length, receive.capacity());
        receive.target.put(receive.target.position(), send.data, send.data.position(), fits);
        receive.complete(envelope.status(fits < length));
        ring.send(receiver, send.request.source, RingMessage.control(ControlType.RECEIVED, send.id, length, 0));
    }

    /** Handles OK_TO_SEND, BLOCK_READY, CONTINUE and RECEIVED. */
    void handle(RankEndpoint self, int peer, RingMessage message) {
        switch (message.type()) {
            case RECEIVED -> {
                Outgoing out = self.rendezvous.sends.remove(message.id());
                if (!out.request.isComplete()) {
                    out.request.complete();
                }
            }
            case OK_TO_SEND -> writeChunk(self, self.rendezvous.sends.get(message.id()), message.offset(),
                    message.length());
            case BLOCK_READY, CONTINUE -> copyBlock(self, self.rendezvous.receives.get(key(peer, message.id())),
                    message);
            default -> throw new IllegalStateException("not a rendezvous control message: " + message.type());
        }
    }

    /** Announces DMA blocks whose transfer is done. Returns true if any was. */
    boolean advanceDma(RankEndpoint self) {
        ArrayDeque<PendingBlock> pending = self.rendezvous.dma;
        boolean any = false;
        long now = self.cpu().now();
        while (!pending.isEmpty() && pending.peekFirst().done() <= now) {
            PendingBlock block = pending.pollFirst();
            ring.send(self, block.send().dest, block.announcement());
            inFlight.remove(self.rank);
            finishIfDone(self, block.send(), block.announcement());
            any = true;
        }
        return any;
    }

    private void writeChunk(RankEndpoint self, Outgoing out, long poolOffset, long chunk) {
        long block = profile.rendezvousBlockBytes();
        long offset = 0;
        do {
            int length = (int) Math.min(block, chunk - offset);
            boolean last = offset + length >= chunk;
            RingMessage announcement = RingMessage.control(last ? ControlType.CONTINUE : ControlType.BLOCK_READY,
                    out.id, length, offset);
            ByteBuffer src = out.data.slice(out.data.position() + (int) (out.sent + offset), length);
            int padded = padded(length);
            if (out.dma) {
                ConnectedSegment target = poolConnection(self, out.dest);
                long done = self.adapter.dma().post(target, poolOffset + offset, src, length, padded);
                inFlight.add(self.rank);
                self.rendezvous.dma.addLast(new PendingBlock(out, done, announcement));
            } else {
                poolMapping(self, out.dest).write(poolOffset + offset, src, length, padded);
                ring.send(self, out.dest, announcement);
            }
            offset += length;
        } while (offset < chunk);
        out.sent += chunk;
        if (!out.dma) {
            finishIfDone(self, out, RingMessage.control(ControlType.CONTINUE, out.id, 0, 0));
        }
    }

    private void finishIfDone(RankEndpoint self, Outgoing out, RingMessage announcement) {
        if (announcement.type() == ControlType.CONTINUE && out.sent == out.data.remaining()
                && self.rendezvous.dma.stream().noneMatch(b -> b.send() == out)) {
            self.rendezvous.sends.remove(out.id);
            if (!out.request.isComplete()) {
                out.request.complete();
            }
        }
    }

    private void copyBlock(RankEndpoint self, Incoming in, RingMessage block) {
        DeviceReceive receive = in.receive;
        long slotOffset = (long) in.poolSlot * profile.rendezvousBufferBytes();
        long messageOffset = in.received + block.offset();
        int fits = (int) Math.max(0, Math.min(block.length(), receive.capacity() - messageOffset));
        Segment pool = self.rendezvous.pool;
        pool.settle(self.cpu().now());
        if (fits > 0) {
            pool.copyOut(slotOffset + block.offset(), receive.target, receive.target.position() + (int) messageOffset,
                    fits);
        }
        self.cpu().charge(SciNetwork.nanosFor(block.length(), profile.localCopyBandwidth(block.length())));
        if (block.type() != ControlType.CONTINUE) {
            return;
        }
        in.received += block.offset() + block.length();
        if (in.received < in.length) {
            ring.send(self, in.source, RingMessage.control(ControlType.OK_TO_SEND, in.id,
                    Math.min(profile.rendezvousBufferBytes(), in.length - in.received), slotOffset));
            return;
        }
        self.rendezvous.poolSlotBusy[in.poolSlot] = false;
        self.rendezvous.receives.remove(key(in.source, in.id));
        receive.complete(in.envelope.status(in.length > receive.capacity()));
        Incoming next = self.rendezvous.waitingForPool.pollFirst();
        if (next != null) {
            takePoolSlot(self, next);
        }
    }

    /** Takes a free pool slot for {@code in} and sends OK_TO_SEND for its first chunk. */
    private boolean takePoolSlot(RankEndpoint receiver, Incoming in) {
        boolean[] busy = receiver.rendezvous.poolSlotBusy;
        for (int slot = 0; slot < busy.length; slot++) {
            if (!busy[slot]) {
                busy[slot] = true;
                in.poolSlot = slot;
                ring.send(receiver, in.source, RingMessage.control(ControlType.OK_TO_SEND, in.id,
                        Math.min(profile.rendezvousBufferBytes(), in.length),
                        (long) slot * profile.rendezvousBufferBytes()));
                return true;
            }
        }
        return false;
    }

    private MappedSegment poolMapping(RankEndpoint self, int dest) {
        MappedSegment mapping = self.rendezvous.poolMappings[dest];
        if (mapping == null) {
            mapping = self.adapter.map(endpoints[dest].rendezvous.pool);
            self.rendezvous.poolMappings[dest] = mapping;
        }
        return mapping;
    }

    private ConnectedSegment poolConnection(RankEndpoint self, int dest) {
        ConnectedSegment connection = self.rendezvous.poolConnections[dest];
        if (connection == null) {
            connection = self.adapter.connect(endpoints[dest].rendezvous.pool);
            self.rendezvous.poolConnections[dest] = connection;
        }
        return connection;
    }

    private int padded(int length) {
        int slot = profile.streamBufferBytes();
        return (length + slot - 1) / slot * slot;
    }

    private static long key(int source, int id) {
        return ((long) source << 32) | (id & 0xffffffffL);
    }
}

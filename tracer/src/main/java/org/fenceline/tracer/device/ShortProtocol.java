package org.fenceline.tracer.device;

import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayDeque;
import java.util.LinkedHashSet;
import java.util.Set;
import org.fenceline.tracer.sci.Cpu;
import org.fenceline.tracer.sci.MappedSegment;
import org.fenceline.tracer.sci.SciNetwork;
import org.fenceline.tracer.sci.Segment;
import org.fenceline.tracer.sci.TimingProfile;

/**
 * The short / control protocol (digest 000 §3.2): per ordered pair a ring of 128-byte slots in the
 * receiver's short segment, written only by the sender and read only by the receiver. A message takes
 * as few slots as it needs ("long short" messages take several); its header and first payload bytes sit
 * in the first slot, whose last word carries the message ID id(n) = (n mod m) + 1 that the receiver polls.
 * The remaining slots are written first, the first slot last, so the ID appears after the data.
 * Credits: the sender counts free slots and, when they run short, remote-reads the receiver's counter of
 * consumed slots (4.6). A message that finds no room waits in a per-pair backlog, which also keeps every
 * later message of the pair behind it: all envelopes of a pair travel in send order through this ring.
 */
final class ShortProtocol {
    /** Handles the messages the receiver polls out of its rings. */
    interface Dispatcher {
        /**
         * Handles {@code message}; a short message's data is {@code payload}, which stays in the ring (and
         * readable) only until this returns.
         */
        void dispatch(RankEndpoint receiver, int source, RingMessage message, RingPayload payload);
    }

    /**
     * The data of a short message where it lies in the receiver's ring: the first slot's bytes after the header,
     * then the following slots (wrapping at the ring's end). One per receiver, reused for every message: the
     * receiver copies the data straight into a matching receive, and only an unexpected message is copied aside.
     */
    static final class RingPayload {
        private final ShortLayout layout;
        private final int headerBytes;
        private Segment segment;
        private int source;
        private int slot;
        private int length;

        RingPayload(ShortLayout layout, int headerBytes) {
            this.layout = layout;
            this.headerBytes = headerBytes;
        }

        void locate(Segment segment, int source, int slot, int length) {
            this.segment = segment;
            this.source = source;
            this.slot = slot;
            this.length = length;
        }

        int length() {
            return length;
        }

        /** Copies the first {@code n} bytes to {@code dst} at {@code at} (its position is left alone). */
        void copyTo(ByteBuffer dst, int at, int n) {
            int inFirst = Math.min(n, layout.firstSlotPayload(headerBytes));
            segment.copyOut(layout.slot(source, slot) + headerBytes, dst, at, inFirst);
            int done = inFirst;
            int next = (slot + 1) % layout.slots;
            while (done < n) {
                int run = Math.min(n - done, (layout.slots - next) * layout.slot);
                segment.copyOut(layout.slot(source, next), dst, at + done, run);
                done += run;
                next = 0;
            }
        }

        /** The data copied out of the ring, for a message that must wait for its receive. */
        ByteBuffer copy() {
            ByteBuffer data = ByteBuffer.allocate(length);
            copyTo(data, 0, length);
            return data;
        }
    }

    /** Ring positions of one rank: as sender towards every peer, as receiver from every peer. */
    static final class Rings {
        final int[] sendSlot;
        final long[] sendUsed;
        final long[] sendFree;
        final long[] sendMessages;
        final ArrayDeque<RingMessage>[] backlog;
        final Set<Integer> backlogged = new LinkedHashSet<>();
        final int[] receiveSlot;
        final long[] receiveMessages;
        final long[] consumed;
        int pollStart;
        final RingPayload arrived;
        /** The header of the message being polled, copied out of the ring. */
        final ByteBuffer header;

        @SuppressWarnings("unchecked")
        Rings(int ranks, ShortLayout layout, int headerBytes) {
            arrived = new RingPayload(layout, headerBytes);
            header = ByteBuffer.allocate(headerBytes).order(ByteOrder.LITTLE_ENDIAN);
            sendSlot = new int[ranks];
            sendUsed = new long[ranks];
            sendFree = new long[ranks];
            sendMessages = new long[ranks];
            backlog = new ArrayDeque[ranks];
            receiveSlot = new int[ranks];
            receiveMessages = new long[ranks];
            consumed = new long[ranks];
        }
    }

    private final TimingProfile profile;
    private final ShortLayout layout;
    private final InFlight inFlight;
    /** Read instead of the peer's endpoint, whose first cache line the peer's monitor keeps busy. */
    private final WakeUpFlags wakeUp;
    private final RankEndpoint[] endpoints;
    /** Per sending rank: where a message's slots are assembled, and the view of its first slot (made once). */
    private final ByteBuffer[] scratch;
    private final ByteBuffer[] firstSlot;

    ShortProtocol(TimingProfile profile, ShortLayout layout, InFlight inFlight, WakeUpFlags wakeUp,
            RankEndpoint[] endpoints) {
        this.profile = profile;
        this.layout = layout;
        this.inFlight = inFlight;
        this.wakeUp = wakeUp;
        this.endpoints = endpoints;
        this.scratch = new ByteBuffer[endpoints.length];
        this.firstSlot = new ByteBuffer[endpoints.length];
        for (int r = 0; r < endpoints.length; r++) {
            scratch[r] = ByteBuffer.wrap(new byte[layout.slot * layout.slots]).order(ByteOrder.LITTLE_ENDIAN);
            firstSlot[r] = scratch[r].slice(0, layout.slot);
        }
    }

    void initialise(RankEndpoint endpoint) {
        java.util.Arrays.fill(endpoint.rings.sendFree, layout.slots);
    }

    /** Sends (or queues, keeping the pair's order) one message from {@code from} to {@code dest}. */
    void send(RankEndpoint from, int dest, RingMessage message) {
        Rings rings = from.rings;
        inFlight.add(from.rank);
        ArrayDeque<RingMessage> queue = rings.backlog[dest];
        if ((queue == null || queue.isEmpty()) && reserve(from, dest, slotsFor(message))) {
            write(from, dest, message);
            return;
        }
        if (queue == null) {
            queue = rings.backlog[dest] = new ArrayDeque<>();
        }
        queue.addLast(message.detached());
        rings.backlogged.add(dest);
        from.awaitingCredits(true);
    }

    /** Writes backlogged messages whose credits have come back. */
    boolean flushBacklog(RankEndpoint from) {
        Rings rings = from.rings;
        if (rings.backlogged.isEmpty()) {
            return false;
        }
        boolean wrote = false;
        for (var it = rings.backlogged.iterator(); it.hasNext(); ) {
            int dest = it.next();
            ArrayDeque<RingMessage> queue = rings.backlog[dest];
            while (!queue.isEmpty() && reserve(from, dest, slotsFor(queue.peekFirst()))) {
                write(from, dest, queue.pollFirst());
                wrote = true;
            }
            if (queue.isEmpty()) {
                it.remove();
            }
        }
        from.awaitingCredits(!rings.backlogged.isEmpty());
        return wrote;
    }

    int slotsFor(RingMessage message) {
        return profile.slotsFor(message.payloadLength());
    }

    /** Takes {@code needed} slots if credits allow; re-reads S_cnt remotely only when they seem short. */
    private boolean reserve(RankEndpoint from, int dest, int needed) {
        Rings rings = from.rings;
        if (rings.sendFree[dest] < needed) {
            long consumed = from.shortMappings[dest].readLong(layout.credits(from.rank));
            rings.sendFree[dest] = layout.slots - (rings.sendUsed[dest] - consumed);
            if (rings.sendFree[dest] < needed) {
                return false;
            }
        }
        rings.sendFree[dest] -= needed;
        return true;
    }

    private void write(RankEndpoint from, int dest, RingMessage message) {
        Rings rings = from.rings;
        Cpu cpu = from.cpu();
        int payload = message.payloadLength();
        int slots = profile.slotsFor(payload);
        cpu.charge(checksumNanos(payload));
        ByteBuffer buffer = scratch[from.rank];
        int firstPayload = layout.firstSlotPayload(profile.shortHeaderBytes());
        buffer.put(RingMessage.TYPE, (byte) message.type().ordinal());
        buffer.put(RingMessage.SLOTS, (byte) slots);
        buffer.putInt(RingMessage.TAG, message.tag());
        buffer.putInt(RingMessage.CONTEXT, message.context());
        buffer.putInt(RingMessage.ID, message.id());
        buffer.putLong(RingMessage.LENGTH, message.length());
        buffer.putLong(RingMessage.OFFSET, message.offset());
        int inFirst = Math.min(payload, firstPayload);
        if (payload > 0) {
            ByteBuffer data = message.payload();
            buffer.put(profile.shortHeaderBytes(), data, data.position(), inFirst);
            if (payload > inFirst) {
                buffer.put(layout.slot, data, data.position() + inFirst, payload - inFirst);
            }
        }
        long id = rings.sendMessages[dest] % profile.messageIdModulus() + 1;
        buffer.putInt(layout.slot - TimingProfile.MESSAGE_ID_BYTES, (int) id);
        MappedSegment ring = from.shortMappings[dest];
        int first = rings.sendSlot[dest];
        if (slots > 1) {
            int rest = slots - 1;
            int start = (first + 1) % layout.slots;
            int beforeWrap = Math.min(rest, layout.slots - start);
            int bytesBefore = beforeWrap * layout.slot;
            ring.write(layout.slot(from.rank, start), buffer.slice(layout.slot, bytesBefore), bytesBefore, bytesBefore);
            if (rest > beforeWrap) {
                int bytesAfter = (rest - beforeWrap) * layout.slot;
                ring.write(layout.slot(from.rank, 0), buffer.slice(layout.slot + bytesBefore, bytesAfter),
                        bytesAfter, bytesAfter);
            }
        }
        ring.write(layout.slot(from.rank, first), firstSlot[from.rank], layout.slot, layout.slot);
        rings.sendSlot[dest] = (first + slots) % layout.slots;
        rings.sendUsed[dest] += slots;
        rings.sendMessages[dest]++;
        // The ID was published with a release store; the receiver publishes "sleeping" and then polls.
        // Without a full fence here both could miss each other (store-load reordering): a lost wake-up.
        VarHandle.fullFence();
        if (wakeUp.sleeping(dest)) {
            endpoints[dest].adapter.interrupt().raiseLocally();
        }
    }

    /** Polls every ring of {@code receiver} once; dispatches what has arrived. Returns true if anything had. */
    boolean poll(RankEndpoint receiver, Dispatcher dispatcher) {
        Rings rings = receiver.rings;
        Segment segment = receiver.shortSegment;
        Cpu cpu = receiver.cpu();
        segment.settle(cpu.now());
        boolean any = false;
        int ranks = layout.ranks;
        for (int i = 0; i < ranks; i++) {
            int source = (rings.pollStart + i) % ranks;
            int slot = rings.receiveSlot[source];
            long expected = rings.receiveMessages[source] % profile.messageIdModulus() + 1;
            if (segment.readIntAcquire(layout.idWord(source, slot)) != expected) {
                continue;
            }
            any = true;
            ByteBuffer header = rings.header;
            segment.copyOut(layout.slot(source, slot), header, 0, header.capacity());
            RingMessage message = RingMessage.of(header);
            int slots = header.get(RingMessage.SLOTS);
            int payload = message.type() == ControlType.SHORT ? (int) message.length() : 0;
            rings.arrived.locate(segment, source, slot, payload);
            cpu.charge(profile.localReadMicros() * 1000 + checksumNanos(payload));
            inFlight.remove(receiver.rank);
            dispatcher.dispatch(receiver, source, message, rings.arrived);
            // Only now are the slots free for the sender again: the dispatch read the data in place.
            for (int k = 1; k < slots; k++) {
                segment.clear(layout.idWord(source, (slot + k) % layout.slots), TimingProfile.MESSAGE_ID_BYTES);
            }
            rings.receiveSlot[source] = (slot + slots) % layout.slots;
            rings.receiveMessages[source]++;
            rings.consumed[source] += slots;
            segment.writeLongRelease(layout.credits(source), rings.consumed[source]);
            wakeSenderShortOfCredits(source);
            segment.settle(cpu.now());
        }
        rings.pollStart = (rings.pollStart + 1) % ranks;
        return any;
    }

    /**
     * A sender that sleeps with messages waiting for credits would never look at S_cnt again: wake it when
     * credits come back. (In SCI-MPICH's polling mode the sender spins on S_cnt instead.) The fence comes before
     * either flag is read: the sender publishes "awaiting credits" and "sleeping" and then reads S_cnt once more,
     * and the receiver has just written S_cnt with a release store, which a later load may overtake
     * (store-load reordering). Without it the receiver could read "not awaiting" while its S_cnt was still
     * unseen by the sender, which then sleeps on credits that came back: a lost wake-up.
     */
    private void wakeSenderShortOfCredits(int sender) {
        VarHandle.fullFence();
        if (wakeUp.awaitingCredits(sender) && wakeUp.sleeping(sender)) {
            endpoints[sender].adapter.interrupt().raiseLocally();
        }
    }

    /** t_check: CRC-32 over header and payload, paid by sender and receiver (4.21). */
    private double checksumNanos(int payload) {
        return SciNetwork.nanosFor(profile.shortHeaderBytes(), profile.crcBandwidth())
                + SciNetwork.nanosFor(payload, profile.crcBandwidth());
    }
}

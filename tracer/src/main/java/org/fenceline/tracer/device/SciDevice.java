package org.fenceline.tracer.device;

import java.nio.ByteBuffer;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import org.fenceline.tracer.sci.TimingProfile;

/** The message device of one job. Create it with {@link #create(int, TimingProfile, WaitObserver)}. */
public final class SciDevice implements MessageDevice {
    private final TimingProfile profile;
    private final WaitObserver observer;
    private final RankEndpoint[] endpoints;
    private final Queue<IncomingMessage>[] inboxes;
    private final AtomicLong inFlight = new AtomicLong();
    private final ProtocolCounters counters = new ProtocolCounters();
    private final long pollBeforeSleepNanos;
    private volatile JobAbortedException aborted;

    @SuppressWarnings("unchecked")
    private SciDevice(int ranks, TimingProfile profile, WaitObserver observer) {
        if (ranks < 1) {
            throw new IllegalArgumentException("ranks must be positive: " + ranks);
        }
        this.profile = profile;
        this.observer = observer;
        this.endpoints = new RankEndpoint[ranks];
        this.inboxes = new Queue[ranks];
        for (int r = 0; r < ranks; r++) {
            endpoints[r] = new RankEndpoint(r);
            inboxes[r] = new ConcurrentLinkedQueue<>();
        }
        this.pollBeforeSleepNanos = (long) (profile.pollBeforeSleepMicros() * 1000);
    }

    /** A device connecting {@code ranks} ranks whose costs come from {@code profile}. */
    public static SciDevice create(int ranks, TimingProfile profile, WaitObserver observer) {
        return new SciDevice(ranks, profile, observer);
    }

    public TimingProfile profile() {
        return profile;
    }

    /** Messages sent so far, by protocol. */
    public ProtocolCounters counters() {
        return counters;
    }

    @Override
    public int size() {
        return endpoints.length;
    }

    @Override
    public DeviceRequest startSend(int source, int dest, int context, int tag, ByteBuffer data, SendMode mode) {
        checkRank("source", source);
        checkRank("dest", dest);
        checkAborted();
        int length = data.remaining();
        DeviceSend send = new DeviceSend(source, dest, context, tag, length, mode);
        byte[] copy = new byte[length];
        data.duplicate().get(copy);
        counters.count(protocolFor(length, mode));
        inFlight.incrementAndGet();
        inboxes[dest].add(new DirectMessage(new Envelope(source, context, tag, length), copy, send, endpoints[source]));
        endpoints[dest].unpark();
        if (mode != SendMode.SYNCHRONOUS) {
            send.complete();
        }
        return send;
    }

    /** The protocol SCI-MPICH picks for a message (digest 000 §3.5): synchronous sends go by rendezvous. */
    private ProtocolCounters.Protocol protocolFor(int length, SendMode mode) {
        if (mode != SendMode.SYNCHRONOUS && length <= profile.shortLimit()) {
            return profile.slotsFor(length) == 1 ? ProtocolCounters.Protocol.SHORT
                    : ProtocolCounters.Protocol.LONG_SHORT;
        }
        if (mode != SendMode.SYNCHRONOUS && length <= profile.eagerBufferBytes()) {
            return ProtocolCounters.Protocol.EAGER;
        }
        return length >= profile.dmaThreshold() ? ProtocolCounters.Protocol.RENDEZVOUS_DMA
                : ProtocolCounters.Protocol.RENDEZVOUS_PIO;
    }

    @Override
    public DeviceRequest postReceive(int rank, int source, int context, int tag, ByteBuffer target) {
        checkRank("rank", rank);
        if (source != ANY_SOURCE) {
            checkRank("source", source);
        }
        checkAborted();
        DeviceReceive receive = new DeviceReceive(rank, source, context, tag, target);
        RankEndpoint endpoint = endpoints[rank];
        synchronized (endpoint) {
            IncomingMessage message = endpoint.matching.post(receive);
            if (message != null) {
                message.deliver(receive);
            }
        }
        return receive;
    }

    @Override
    public DeviceStatus probe(int rank, int source, int context, int tag) {
        checkRank("rank", rank);
        checkAborted();
        progress(rank);
        RankEndpoint endpoint = endpoints[rank];
        synchronized (endpoint) {
            Envelope envelope = endpoint.matching.probe(source, context, tag);
            return envelope == null ? null : envelope.status(false);
        }
    }

    @Override
    public boolean cancel(DeviceRequest request) {
        if (request instanceof DeviceReceive receive) {
            RankEndpoint endpoint = endpoints[receive.rank];
            synchronized (endpoint) {
                if (endpoint.matching.withdraw(receive)) {
                    receive.complete(DeviceStatus.cancelledStatus());
                    return true;
                }
                return false;
            }
        }
        if (request instanceof DeviceSend send) {
            if (send.isComplete() || !send.claimForCancel()) {
                return false;
            }
            send.completeCancelled();
            endpoints[send.dest].noteWithdrawal();
            return true;
        }
        throw new IllegalArgumentException("not a request of this device: " + request);
    }

    @Override
    public boolean progress(int rank) {
        checkRank("rank", rank);
        checkAborted();
        RankEndpoint endpoint = endpoints[rank];
        Queue<IncomingMessage> inbox = inboxes[rank];
        boolean delivered = false;
        synchronized (endpoint) {
            endpoint.purgeWithdrawn();
            IncomingMessage message;
            while ((message = inbox.poll()) != null) {
                inFlight.decrementAndGet();
                delivered = true;
                DeviceReceive receive = endpoint.matching.arrive(message);
                if (receive != null) {
                    message.deliver(receive);
                }
            }
        }
        return delivered;
    }

    @Override
    public void await(int rank, BooleanSupplier condition, String operation) {
        checkRank("rank", rank);
        checkAborted();
        if (condition.getAsBoolean()) {
            return;
        }
        RankEndpoint endpoint = endpoints[rank];
        endpoint.enterWait();
        boolean reported = false;
        long pollUntil = System.nanoTime() + pollBeforeSleepNanos;
        try {
            while (true) {
                progress(rank);
                if (condition.getAsBoolean()) {
                    return;
                }
                checkAborted();
                if (System.nanoTime() < pollUntil) {
                    Thread.onSpinWait();
                    continue;
                }
                if (!reported) {
                    observer.blocked(rank, operation);
                    reported = true;
                }
                LockSupport.park(this);
            }
        } finally {
            endpoint.leaveWait();
            if (reported) {
                observer.unblocked(rank);
            }
        }
    }

    @Override
    public void wake(int rank) {
        endpoints[rank].unpark();
    }

    @Override
    public boolean inFlight() {
        return inFlight.get() > 0;
    }

    @Override
    public void abort(JobAbortedException reason) {
        if (aborted == null) {
            aborted = reason;
        }
        for (RankEndpoint endpoint : endpoints) {
            endpoint.unpark();
        }
    }

    @Override
    public void close() {
        abort(new JobAbortedException("device closed", 0));
    }

    private void checkAborted() {
        JobAbortedException reason = aborted;
        if (reason != null) {
            throw new JobAbortedException(reason.getMessage(), reason.exitCode());
        }
    }

    private void checkRank(String what, int rank) {
        if (rank < 0 || rank >= endpoints.length) {
            throw new IllegalArgumentException(what + " " + rank + " out of range 0.." + (endpoints.length - 1));
        }
    }
}

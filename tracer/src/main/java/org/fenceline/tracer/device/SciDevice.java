package org.fenceline.tracer.device;

import java.nio.ByteBuffer;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.function.LongFunction;
import org.fenceline.tracer.device.ProtocolCounters.Protocol;
import org.fenceline.tracer.kernel.Clock;
import org.fenceline.tracer.sci.MappedSegment;
import org.fenceline.tracer.sci.SciNetwork;
import org.fenceline.tracer.sci.Segment;
import org.fenceline.tracer.sci.TimingProfile;
import org.fenceline.tracer.sci.Topology;

/**
 * The SCI-MPICH device of one job (digest 000 §3): every rank is a node of an emulated SCI network and
 * exchanges messages through the short, eager and rendezvous protocols on exported segments. Progress
 * happens only inside device calls; a waiting rank polls for {@code pollBeforeSleepMicros} and then
 * sleeps on its node's interrupt, which a sender that finds it asleep raises (at no emulated cost: the
 * host-level wake-up stands for the polling the rank would otherwise do), until its next known arrival.
 */
public final class SciDevice implements MessageDevice {
    /**
     * The least virtual time an MPI test or probe costs, on {@code ideal} too, so that a polling loop moves its
     * rank's clock (as SMPI charges each iprobe); a poll of the short rings costs l_lr where that is larger.
     */
    static final long MIN_POLL_COST_NANOS = 100;
    /** A waiting rank reads the host's clock once in this many polls (a power of two). */
    private static final int CLOCK_READ_POLLS = 8;
    private final SciNetwork network;
    private final TimingProfile profile;
    private final WaitObserver observer;
    private final RankEndpoint[] endpoints;
    private final InFlight inFlight;
    private final ProtocolCounters counters;
    private final ShortProtocol shortProtocol;
    private final EagerProtocol eagerProtocol;
    private final RendezvousProtocol rendezvousProtocol;
    private final ShortProtocol.Dispatcher dispatcher = this::dispatch;
    private final long pollBeforeSleepNanos;
    /** Virtual time one MPI test or probe costs (in wall-clock time the host's own time is the cost). */
    private final long pollCostNanos;
    private volatile JobAbortedException aborted;
    private volatile ProgressHook progressHook;

    private SciDevice(SciNetwork network, WaitObserver observer) {
        this.network = network;
        this.profile = network.profile();
        this.observer = observer;
        int ranks = network.nodes();
        ShortLayout layout = new ShortLayout(ranks, profile);
        this.endpoints = new RankEndpoint[ranks];
        this.inFlight = new InFlight(ranks);
        this.counters = new ProtocolCounters(ranks);
        WakeUpFlags wakeUp = new WakeUpFlags(ranks);
        PollPacing pacing = PollPacing.forHost(ranks);
        int poolSlots = profile.rendezvousPoolBytes() / profile.rendezvousBufferBytes();
        for (int rank = 0; rank < ranks; rank++) {
            var adapter = network.adapter(rank);
            Segment shortSegment = adapter.export(layout.size);
            Segment pool = adapter.export(profile.rendezvousPoolBytes());
            endpoints[rank] = new RankEndpoint(rank, adapter, shortSegment,
                    new ShortProtocol.Rings(ranks, layout, profile.shortHeaderBytes()),
                    new EagerProtocol.State(ranks, profile.eagerBuffersPerPair()),
                    new RendezvousProtocol.State(ranks, pool, poolSlots), pacing.spin(), wakeUp);
        }
        this.shortProtocol = new ShortProtocol(profile, layout, inFlight, wakeUp, endpoints);
        this.eagerProtocol = new EagerProtocol(profile, layout, shortProtocol, endpoints);
        this.rendezvousProtocol = new RendezvousProtocol(profile, !network.keepsTime(), shortProtocol, inFlight,
                endpoints);
        for (RankEndpoint endpoint : endpoints) {
            endpoint.shortMappings = new MappedSegment[ranks];
            for (int peer = 0; peer < ranks; peer++) {
                endpoint.shortMappings[peer] = endpoint.adapter.map(endpoints[peer].shortSegment,
                        layout.touchedBy(endpoint.rank));
            }
            shortProtocol.initialise(endpoint);
        }
        // In virtual time a waiting rank sleeps until its next event at once: polling would not move its clock,
        // and waking exactly at each arrival is what a polling rank sees.
        boolean virtual = network.clock().isVirtual();
        this.pollBeforeSleepNanos = virtual ? 0
                : pacing.pollBeforeSleep(Math.round(profile.pollBeforeSleepMicros() * 1000));
        this.pollCostNanos = virtual ? Math.max(MIN_POLL_COST_NANOS, Math.round(profile.localReadMicros() * 1000)) : 0;
    }

    /** A device of {@code ranks} ranks on a ring, timed by the host clock. */
    public static SciDevice create(int ranks, TimingProfile profile, WaitObserver observer) {
        return create(Topology.ring(ranks), profile, Clock.system(), observer);
    }

    /** A device with one rank per node of {@code topology}; {@code clock} realises every emulated cost. */
    public static SciDevice create(Topology topology, TimingProfile profile, Clock clock, WaitObserver observer) {
        if (topology.nodes() < 1) {
            throw new IllegalArgumentException("a job needs at least one rank");
        }
        return new SciDevice(new SciNetwork(topology, profile, clock), observer);
    }

    public TimingProfile profile() {
        return profile;
    }

    /** The emulated network, for tools that report link load. */
    public SciNetwork network() {
        return network;
    }

    /** Installs the job's one-sided work, done in every {@link #progress} of a rank; only one per device. */
    public synchronized void installProgressHook(ProgressHook hook) {
        if (progressHook != null) {
            throw new IllegalStateException("a progress hook is already installed");
        }
        progressHook = hook;
    }

    /** Messages sent so far, by protocol. */
    public ProtocolCounters counters() {
        return counters;
    }

    /**
     * True when {@code rank} has no outgoing work left: no message waiting for credits, no rendezvous
     * send (also none whose request completed locally, as BUFFERED ones do) still to be transferred. Since
     * progress only happens inside device calls, MPI_Finalize and MPI_Buffer_detach must
     * {@code await(rank, () -> device.quiescent(rank), ...)} so that buffered sends reach their receivers.
     */
    public boolean quiescent(int rank) {
        checkRank("rank", rank);
        RankEndpoint endpoint = endpoints[rank];
        synchronized (endpoint) {
            return endpoint.rings.backlogged.isEmpty() && endpoint.rendezvous.sends.isEmpty()
                    && endpoint.rendezvous.dma.isEmpty();
        }
    }

    /** Eager connections {@code rank} holds as a sender (bounded by the profile's eagerConnections). */
    int eagerConnections(int rank) {
        synchronized (endpoints[rank]) {
            return endpoints[rank].eager.connections.size();
        }
    }

    /** Eager regions exported by {@code rank} for its senders. */
    int eagerRegions(int rank) {
        return endpoints[rank].eager.regions.size();
    }

    @Override
    public int size() {
        return endpoints.length;
    }

    @Override
    public int inlineLimit() {
        return profile.shortLimit();
    }

    @Override
    public DeviceRequest startSend(int source, int dest, int context, int tag, ByteBuffer data, SendMode mode) {
        checkRank("source", source);
        checkRank("dest", dest);
        checkAborted();
        RankEndpoint from = endpoints[source];
        int length = data.remaining();
        DeviceSend send = new DeviceSend(source, dest, context, tag, length, mode);
        synchronized (from) {
            Protocol protocol = route(from, dest, context, tag, data, send);
            counters.count(source, protocol);
            from.cpu().catchUp();
        }
        return send;
    }

    /**
     * Chooses the protocol as SCI-MPICH does (digest 000 §3.5): short up to the short limit, eager up to the
     * eager buffer size while a buffer is free, rendezvous otherwise and for synchronous sends.
     */
    private Protocol route(RankEndpoint from, int dest, int context, int tag, ByteBuffer data, DeviceSend send) {
        int length = data.remaining();
        boolean synchronous = send.mode == SendMode.SYNCHRONOUS;
        if (!synchronous && length <= profile.shortLimit()) {
            shortProtocol.send(from, dest, new RingMessage(ControlType.SHORT, tag, context, 0, length, 0, data));
            send.complete();
            return profile.slotsFor(length) == 1 ? Protocol.SHORT : Protocol.LONG_SHORT;
        }
        if (!synchronous && length <= profile.eagerBufferBytes()
                && eagerProtocol.trySend(from, dest, context, tag, data)) {
            send.complete();
            return Protocol.EAGER;
        }
        ByteBuffer source = data;
        if (send.mode == SendMode.BUFFERED) {
            source = ByteBuffer.allocate(length).put(0, data, data.position(), length);
            send.complete();
        }
        rendezvousProtocol.start(from, dest, context, tag, source, send);
        return rendezvousProtocol.protocolFor(length);
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
            endpoint.cpu().catchUp();
        }
        return receive;
    }

    @Override
    public DeviceStatus probe(int rank, int source, int context, int tag) {
        poll(rank);
        RankEndpoint endpoint = endpoints[rank];
        synchronized (endpoint) {
            Envelope envelope = endpoint.matching.probe(source, context, tag);
            return envelope == null ? null : envelope.status(false);
        }
    }

    @Override
    public DeviceRequest matchedProbe(int rank, int source, int context, int tag,
            LongFunction<ByteBuffer> storage) {
        poll(rank);
        RankEndpoint endpoint = endpoints[rank];
        synchronized (endpoint) {
            Envelope envelope = endpoint.matching.probe(source, context, tag);
            if (envelope == null) {
                return null;
            }
            // The first match for the probed envelope's own source and tag is the probed message itself.
            DeviceReceive receive = new DeviceReceive(rank, envelope.source(), context, envelope.tag(),
                    storage.apply(envelope.length()));
            endpoint.matching.post(receive).deliver(receive);
            endpoint.cpu().catchUp();
            return receive;
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
            RankEndpoint from = endpoints[send.source];
            synchronized (from) {
                if (send.isComplete() || !send.claimForCancel()) {
                    return false;
                }
                rendezvousProtocol.withdraw(from, send);
                send.completeCancelled();
            }
            endpoints[send.dest].noteWithdrawal();
            return true;
        }
        throw new IllegalArgumentException("not a request of this device: " + request);
    }

    @Override
    public boolean poll(int rank) {
        boolean any = progress(rank);
        if (pollCostNanos > 0) {
            network.clock().waitUntil(network.clock().nanos() + pollCostNanos);
        }
        return any;
    }

    @Override
    public boolean progress(int rank) {
        checkRank("rank", rank);
        checkAborted();
        network.clock().sync();
        checkAborted();
        RankEndpoint endpoint = endpoints[rank];
        boolean any;
        synchronized (endpoint) {
            endpoint.purgeWithdrawn();
            any = shortProtocol.flushBacklog(endpoint);
            any |= rendezvousProtocol.advanceDma(endpoint);
            any |= shortProtocol.poll(endpoint, dispatcher);
            endpoint.cpu().catchUp();
            if (any && endpoint.sleeping()) {
                // Another thread of this rank (MPI_THREAD_MULTIPLE) may sleep on a request just completed.
                endpoint.disturb();
            }
        }
        ProgressHook hook = progressHook;
        return hook != null ? hook.progress(rank) | any : any;
    }

    /** Routes a polled ring message: envelopes go to matching, control messages to their protocol. */
    private void dispatch(RankEndpoint receiver, int source, RingMessage message, ShortProtocol.RingPayload payload) {
        IncomingMessage incoming;
        switch (message.type()) {
            case SHORT -> {
                Envelope envelope = new Envelope(source, message.context(), message.tag(), message.length());
                DeviceReceive receive = receiver.matching.arriveInline(envelope);
                if (receive != null) {
                    ShortMessage.deliver(envelope, payload, receive, receiver.cpu(), profile);
                    return;
                }
                receiver.matching.queueUnexpected(new ShortMessage(envelope, payload.copy(), receiver.cpu(), profile));
                return;
            }
            case EAGER -> incoming = eagerProtocol.arrived(receiver, source, message);
            case REQUEST_TO_SEND -> incoming = rendezvousProtocol.announced(receiver, source, message);
            default -> {
                rendezvousProtocol.handle(receiver, source, message);
                return;
            }
        }
        DeviceReceive receive = receiver.matching.arrive(incoming);
        if (receive != null) {
            incoming.deliver(receive);
        }
    }

    @Override
    public void await(int rank, BooleanSupplier condition, Supplier<String> operation) {
        checkRank("rank", rank);
        checkAborted();
        network.clock().sync();
        if (condition.getAsBoolean()) {
            return;
        }
        RankEndpoint endpoint = endpoints[rank];
        boolean reported = false;
        long spinNanos = pollBeforeSleepNanos > 0 ? endpoint.spin.begin() : 0;
        // In wall-clock time a wait that one poll ends (a message to itself, or one already in the ring) never reads
        // the host's clock: at its start and end that took 11 % of a send and receive to itself (the guest's vDSO
        // clock). Longer waits are timed from just after that poll, which the spin window's adaptation tolerates:
        // its windows are microseconds long. (Virtual time keeps its sequence of polls.)
        if (pollBeforeSleepNanos > 0) {
            progress(rank);
            if (condition.getAsBoolean()) {
                endpoint.spin.ended(0, spinNanos);
                return;
            }
        }
        long waitStart = System.nanoTime();
        long pollUntil = waitStart + pollBeforeSleepNanos;
        long now = waitStart;
        int polls = 0;
        try {
            while (true) {
                progress(rank);
                if (condition.getAsBoolean()) {
                    endpoint.spin.ended(System.nanoTime() - waitStart, spinNanos);
                    return;
                }
                // The host's clock only every CLOCK_READ_POLLS polls: read on every one, it took 12 % of a
                // ping-pong's CPU (the guest's vDSO clock), and the spin window and the end of polling are
                // microseconds long, far coarser than a few polls.
                if (++polls % CLOCK_READ_POLLS == 0) {
                    now = System.nanoTime();
                }
                if (now < pollUntil) {
                    endpoint.spin.pause(now - waitStart, spinNanos);
                    continue;
                }
                if (!reported) {
                    observer.blocked(rank, operation.get());
                    reported = true;
                }
                endpoint.startSleeping();
                try {
                    // Sleep only after a full pass over all rings found nothing (as the device thread of
                    // SCI-MPICH's interrupt mode does): what arrived before "sleeping" was visible woke
                    // nobody, so it must be picked up now.
                    if (progress(rank) || condition.getAsBoolean()) {
                        continue;
                    }
                    endpoint.adapter.interrupt().sleep(wakeDeadline(rank, endpoint));
                } finally {
                    endpoint.stopSleeping();
                }
                endpoint.adapter.interrupt().consume(endpoint.cpu().now());
                checkAborted();
            }
        } finally {
            if (reported) {
                observer.unblocked(rank);
            }
        }
    }

    /**
     * One round of a progress thread of {@code rank} in virtual time: progresses the rank, or, with nothing to
     * do, sleeps until the rank's next arrival, DMA completion or one-sided work falls due, or until woken.
     */
    public void serve(int rank) {
        checkRank("rank", rank);
        RankEndpoint endpoint = endpoints[rank];
        endpoint.startSleeping();
        try {
            if (progress(rank)) {
                return;
            }
            endpoint.adapter.interrupt().sleep(wakeDeadline(rank, endpoint));
        } finally {
            endpoint.stopSleeping();
        }
        endpoint.adapter.interrupt().consume(endpoint.cpu().now());
        checkAborted();
    }

    /**
     * When a sleeping rank must look again at the latest: when the next ring message already travelling
     * to it arrives, when one of its own DMA transfers completes, or when one-sided work falls due. Waking
     * exactly then makes a sleeping rank as fast, in emulated time, as one that kept polling (SCI-MPICH's
     * default mode).
     */
    private long wakeDeadline(int rank, RankEndpoint endpoint) {
        long deadline = Math.min(endpoint.rendezvous.nextDmaCompletion(), endpoint.shortSegment.nextArrival());
        ProgressHook hook = progressHook;
        return hook == null ? deadline : Math.min(deadline, hook.nextDue(rank));
    }

    @Override
    public boolean modelsCombining() {
        return profile.modelsCombining();
    }

    @Override
    public void chargeCombining(int rank, long bytes, int elementBytes) {
        checkRank("rank", rank);
        RankEndpoint endpoint = endpoints[rank];
        synchronized (endpoint) {
            endpoint.cpu().charge(profile.combineNanos(bytes, elementBytes));
            endpoint.cpu().catchUp();
        }
    }

    @Override
    public void wake(int rank) {
        checkRank("rank", rank);
        endpoints[rank].disturb();
    }

    @Override
    public boolean inFlight() {
        ProgressHook hook = progressHook;
        return inFlight.any() || hook != null && hook.inFlight();
    }

    @Override
    public void abort(JobAbortedException reason) {
        if (aborted == null) {
            aborted = reason;
        }
        network.clock().abort();
        // Raised, not only a wake of the sleepers: a rank between its last abort check and its sleep must find
        // the interrupt pending, or it would sleep through the abort.
        for (RankEndpoint endpoint : endpoints) {
            endpoint.disturb();
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

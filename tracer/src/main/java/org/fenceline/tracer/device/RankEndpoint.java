package org.fenceline.tracer.device;

import java.util.concurrent.atomic.AtomicInteger;
import org.fenceline.tracer.sci.Adapter;
import org.fenceline.tracer.sci.Cpu;
import org.fenceline.tracer.sci.MappedSegment;
import org.fenceline.tracer.sci.Segment;

/**
 * Device state of one rank, which is one SCI node: its adapter, the short segment it exports and the
 * peers' short segments it maps, its matching queues and the per-protocol state. Everything except the
 * wake-up fields is touched only under this object's monitor, by the rank's own calls (from one thread,
 * or several under MPI_THREAD_MULTIPLE).
 */
final class RankEndpoint {
    final int rank;
    final Adapter adapter;
    final Segment shortSegment;
    final MatchingQueues matching = new MatchingQueues();
    final ShortProtocol.Rings rings;
    final EagerProtocol.State eager;
    final RendezvousProtocol.State rendezvous;
    /** The peers' short segments (and its own), mapped statically at start-up. */
    MappedSegment[] shortMappings;
    /** Its threads sleeping in {@code await} (senders wake them after writing to the rank) and its credit wait. */
    private final WakeUpFlags wakeUp;
    /** How long this rank's waits spin before they offer the core (wall clock). */
    final PollPacing.Spin spin;
    private final AtomicInteger withdrawals = new AtomicInteger();
    private int withdrawalsSeen;

    RankEndpoint(int rank, Adapter adapter, Segment shortSegment, ShortProtocol.Rings rings, EagerProtocol.State eager,
            RendezvousProtocol.State rendezvous, PollPacing.Spin spin, WakeUpFlags wakeUp) {
        this.rank = rank;
        this.wakeUp = wakeUp;
        this.spin = spin;
        this.adapter = adapter;
        this.shortSegment = shortSegment;
        this.rings = rings;
        this.eager = eager;
        this.rendezvous = rendezvous;
    }

    Cpu cpu() {
        return adapter.cpu();
    }

    void startSleeping() {
        wakeUp.startSleeping(rank);
    }

    void stopSleeping() {
        wakeUp.stopSleeping(rank);
    }

    boolean sleeping() {
        return wakeUp.sleeping(rank);
    }

    /** Set while messages of this rank wait in a backlog for credits from some receiver. */
    void awaitingCredits(boolean value) {
        wakeUp.awaitingCredits(rank, value);
    }

    /** Ends a sleep of this rank, or the next one, without emulated cost (runtime wake-ups, cancels). */
    void disturb() {
        adapter.interrupt().raiseLocally();
    }

    void noteWithdrawal() {
        withdrawals.incrementAndGet();
        disturb();
    }

    /** Called under the monitor: drops unexpected messages whose senders cancelled them. */
    void purgeWithdrawn() {
        int seen = withdrawals.get();
        if (seen != withdrawalsSeen) {
            withdrawalsSeen = seen;
            matching.purgeWithdrawn();
        }
    }
}

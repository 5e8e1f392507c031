package org.fenceline.tracer.device;

import java.util.concurrent.atomic.AtomicInteger;
import org.fenceline.tracer.sci.Adapter;
import org.fenceline.tracer.sci.Cpu;
import org.fenceline.tracer.sci.MappedSegment;
import org.fenceline.tracer.sci.Segment;

/**
 * Device state of one rank, which is one SCI node: its adapter, the short segment it exports and the
 * peers' short segments it maps, its matching queues and the per-protocol state. Everything except the
 * wake-up fields is touched only under this object's monitor, by the rank's own calls.
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
    private volatile boolean sleeping;
    private volatile boolean awaitingCredits;
    private volatile Thread waiter;
    private final AtomicInteger withdrawals = new AtomicInteger();
    private int withdrawalsSeen;

    RankEndpoint(int rank, Adapter adapter, Segment shortSegment, int ranks, EagerProtocol.State eager,
            RendezvousProtocol.State rendezvous) {
        this.rank = rank;
        this.adapter = adapter;
        this.shortSegment = shortSegment;
        this.rings = new ShortProtocol.Rings(ranks);
        this.eager = eager;
        this.rendezvous = rendezvous;
    }

    Cpu cpu() {
        return adapter.cpu();
    }

    void enterWait() {
        waiter = Thread.currentThread();
    }

    void leaveWait() {
        waiter = null;
        sleeping = false;
    }

    /** Set while the rank sleeps until an interrupt: senders then raise one after writing to it. */
    void sleeping(boolean value) {
        sleeping = value;
    }

    boolean sleeping() {
        return sleeping;
    }

    /** Set while messages of this rank wait in a backlog for credits from some receiver. */
    void awaitingCredits(boolean value) {
        awaitingCredits = value;
    }

    boolean awaitingCredits() {
        return awaitingCredits;
    }

    /** Interrupts a wait of this rank without cost (runtime wake-ups, abort). */
    void disturb() {
        Thread thread = waiter;
        if (thread != null) {
            adapter.interrupt().raiseLocally();
        }
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

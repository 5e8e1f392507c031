package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.TreeSet;
import java.util.function.BooleanSupplier;
import org.fenceline.tracer.device.DeviceRequest;
import org.fenceline.tracer.device.DeviceStatus;
import org.fenceline.tracer.runtime.CollectivePort;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.ErrorClass;

/**
 * One rank's part of one collective operation, as a sequence of phases. A phase posts sends, receives and
 * waits on conditions; callbacks of completed operations may post more (a pipeline forwards each block as it
 * arrives); the next phase starts when nothing of the current one is left. The same schedule serves the
 * blocking call (driven until complete) and the non-blocking one (driven whenever the rank waits in MPI).
 * It is the device request behind a non-blocking collective's handle.
 */
final class Schedule implements DeviceRequest {
    /** {@code atMost}: a receive that accepts a shorter message, as MPI_Recv does (see {@link #receiveAtMost}). */
    private record Pending(DeviceRequest request, BooleanSupplier condition, int peer, ByteBuffer target,
            boolean atMost, Runnable then) {
        boolean done() {
            return request != null ? request.isComplete() : condition.getAsBoolean();
        }
    }

    private final Communicator comm;
    private final CallLabel label;
    private final Signature signature;
    /*
     * Sized for a small collective (a binomial tree's rank has two phases and a few operations); larger schedules
     * grow them. At the default capacities (16 and 10) the two arrays were a sixth of what an 8-B broadcast allocated.
     */
    private final ArrayDeque<Runnable> phases = new ArrayDeque<>(4);
    private final List<Pending> pending = new ArrayList<>(4);
    /**
     * Peers with an unfinished receive earlier in {@link #pending}, during one pass of {@link #advance()}; made at
     * the first such receive (most small collectives finish without one).
     */
    private BitSet waitingOn;
    private CollectiveEngine engine;
    private boolean started;
    private volatile boolean complete;
    private RuntimeException failure;
    private int changes;

    Schedule(Communicator comm, CallLabel label, Signature signature) {
        this.comm = comm;
        this.label = label;
        this.signature = signature;
    }

    Communicator comm() {
        return comm;
    }

    String label() {
        return label.toString();
    }

    /** Appends a phase; {@code start} runs when the previous phases have finished. */
    Schedule phase(Runnable start) {
        phases.add(start);
        return this;
    }

    /** Sends {@code data} (position 0 to limit, left untouched until the phase ends) to {@code peer}. */
    void send(CollectivePort port, int peer, ByteBuffer data) {
        pending.add(new Pending(port.send(peer, signature.tag(), data), null, peer, null, false, null));
    }

    /** Receives exactly {@code target.limit()} bytes from {@code peer}, then runs {@code arrived} (may be null). */
    void receive(CollectivePort port, int peer, ByteBuffer target, Runnable arrived) {
        pending.add(new Pending(port.receive(peer, target), null, peer, target, false, arrived));
    }

    /**
     * Receives at most {@code target.limit()} bytes from {@code peer}, sets the target's limit to the bytes that
     * came, then runs {@code arrived} (may be null). A longer message is MPI_ERR_TRUNCATE. For a broadcast, whose
     * receivers may pass a larger count than the root, as Open MPI allows.
     */
    void receiveAtMost(CollectivePort port, int peer, ByteBuffer target, Runnable arrived) {
        pending.add(new Pending(port.receive(peer, target), null, peer, target, true, arrived));
    }

    /** Waits until {@code condition} holds (a segment flag), naming {@code peer} as the one waited for. */
    void await(BooleanSupplier condition, int peer, Runnable then) {
        pending.add(new Pending(null, condition, peer, null, false, then));
    }

    void attach(CollectiveEngine owner) {
        this.engine = owner;
    }

    /** Advances as far as possible without blocking; true once complete (or failed). */
    boolean advance() {
        if (complete) {
            return true;
        }
        try {
            started = true;
            boolean moved = true;
            while (moved) {
                moved = false;
                // Receives from one peer finish in posting order, even when a later (eager) message completes
                // before an earlier (rendezvous) one: pipelines forward blocks in the order they were sent.
                boolean anyWaiting = false;
                for (int i = 0; i < pending.size(); i++) {
                    Pending p = pending.get(i);
                    boolean ordered = p.target == null || !anyWaiting || !waitingOn.get(p.peer);
                    if (!ordered || !p.done()) {
                        if (p.target != null) {
                            if (waitingOn == null) {
                                waitingOn = new BitSet();
                            } else if (!anyWaiting) {
                                waitingOn.clear();
                            }
                            anyWaiting = true;
                            waitingOn.set(p.peer);
                        }
                    } else {
                        pending.remove(i--);
                        changes++;
                        moved = true;
                        if (p.target != null) {
                            check(p);
                        }
                        if (p.then != null) {
                            p.then.run();
                        }
                    }
                }
                if (pending.isEmpty() && !phases.isEmpty()) {
                    phases.poll().run();
                    changes++;
                    moved = true;
                }
            }
            if (pending.isEmpty() && phases.isEmpty()) {
                complete = true;
            }
        } catch (RuntimeException e) {
            failure = e;
            complete = true;
        }
        return complete;
    }

    /** A received message must carry this collective's signature and have the expected length (at most it). */
    private void check(Pending p) {
        DeviceStatus s = p.request.status();
        if (s.tag() != signature.tag()) {
            int errorClass = signature.errorClassAgainst(s.tag(), ErrorClass.ROOT, ErrorClass.OP, ErrorClass.OTHER);
            throw comm.error(errorClass, label + ": rank " + p.peer + " is in " + Signature.describe(s.tag())
                    + " where this rank expects " + Signature.describe(signature.tag())
                    + ": the ranks disagree on the collective call");
        }
        if (p.atMost) {
            if (s.truncated()) {
                throw comm.error(ErrorClass.TRUNCATE, label + ": rank " + p.peer + " sent more than the "
                        + p.target.limit() + " bytes this rank's count and datatype hold");
            }
            p.target.limit((int) s.bytes());
        } else if (s.truncated() || s.bytes() != p.target.limit()) {
            throw comm.error(ErrorClass.COUNT, label + ": rank " + p.peer + " sent " + (s.truncated() ? "more than "
                    + p.target.limit() : String.valueOf(s.bytes())) + " bytes where " + p.target.limit()
                    + " were expected: counts or datatypes differ across ranks");
        }
    }

    /** Changes whenever an operation completes or a phase starts: blocking callers relabel their wait then. */
    int changes() {
        return changes;
    }

    /** "MPI_Bcast(root=0, comm=MPI_COMM_WORLD) waiting for ranks 2, 3" for the deadlock report. */
    String waitingLabel() {
        if (!started) {
            return label + " queued behind an earlier non-blocking collective on " + comm.label();
        }
        TreeSet<Integer> peers = new TreeSet<>();
        for (Pending p : pending) {
            if (p.peer >= 0) {
                peers.add(p.peer);
            }
        }
        if (peers.isEmpty()) {
            return label.toString();
        }
        return label + " waiting for " + (peers.size() == 1 ? "rank " : "ranks ")
                + String.join(", ", peers.stream().map(String::valueOf).toList())
                + (comm.isInter() ? " (of the remote group)" : "");
    }

    /** The error that ended the schedule, or null. */
    RuntimeException failure() {
        return failure;
    }

    @Override
    public boolean isComplete() {
        if (!complete && engine != null) {
            engine.advance();
        }
        return complete;
    }

    /** Raises the collective's error when a non-blocking collective's request is completed. */
    @Override
    public DeviceStatus status() {
        if (failure != null) {
            throw failure;
        }
        return new DeviceStatus(-1, -1, 0, false, false);
    }

    @Override
    public boolean isReceive() {
        return false;
    }
}

package org.fenceline.tracer.device.rma;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.fenceline.tracer.device.DeviceRequest;
import org.fenceline.tracer.device.DeviceStatus;
import org.fenceline.tracer.sci.Cpu;

/**
 * The job-wide state of one window: every member's part, the access method, and the synchronisation state
 * SCI-MPICH keeps in shared memory (digest 000 §6.3): the fence barrier and per-part counters of pending
 * operations, the PSCW control messages, one lock per part at its owner, and each origin's job counters.
 * Ranks are the window group's ranks; every method names the calling member.
 */
public final class SharedWindow {
    private final RmaDevice rma;
    private final int id;
    private final int[] worldRanks;
    private final WindowPart[] parts;
    private final OriginLedger[] ledgers;
    private final AtomicInteger[] incoming;
    private final WindowLock[] locks;
    private final PscwSignals pscw;
    private final FenceBarrier barrier;
    private int joined;
    private volatile AccessMethod access;

    SharedWindow(RmaDevice rma, int id, int[] worldRanks) {
        int n = worldRanks.length;
        this.rma = rma;
        this.id = id;
        this.worldRanks = worldRanks.clone();
        this.parts = new WindowPart[n];
        this.ledgers = new OriginLedger[n];
        this.incoming = new AtomicInteger[n];
        this.locks = new WindowLock[n];
        for (int r = 0; r < n; r++) {
            ledgers[r] = new OriginLedger(n);
            incoming[r] = new AtomicInteger();
            locks[r] = new WindowLock(rma, this.worldRanks);
        }
        this.pscw = new PscwSignals(n);
        this.barrier = new FenceBarrier(rma, this.worldRanks);
    }

    /** Adds a member's part; true when it was the last one. */
    synchronized boolean join(int rank, WindowPart part) {
        parts[rank] = part;
        if (++joined < parts.length) {
            return false;
        }
        access = parts[0].emulated() ? new EmulatedAccess(rma) : new DirectAccess(rma);
        for (int worldRank : worldRanks) {
            rma.signal(worldRank, 0);
        }
        return true;
    }

    /** MPI_Win_create and its relatives are collective: blocks until every member has joined. */
    public void awaitMembers(int rank, String operation) {
        rma.await(worldRanks[rank], () -> access != null, operation);
    }

    /** Job-wide number of this window, for labels ("win#3"). */
    public int id() {
        return id;
    }

    public boolean emulated() {
        return access instanceof EmulatedAccess;
    }

    public int size() {
        return parts.length;
    }

    public synchronized WindowPart part(int rank) {
        return parts[rank];
    }

    int worldRank(int rank) {
        return worldRanks[rank];
    }

    OriginLedger ledger(int origin) {
        return ledgers[origin];
    }

    void announceIncoming(int target) {
        incoming[target].incrementAndGet();
    }

    void executedIncoming(int target) {
        if (incoming[target].decrementAndGet() == 0) {
            rma.signal(worldRanks[target], rma.now());
        }
    }

    // ---- data transfer ----

    /** Starts {@code op} (put, get, accumulate, ...) of {@code origin} with the window's access method. */
    public void issue(int origin, RmaOperation op) {
        access.issue(this, origin, op);
        rma.cpu(worldRanks[origin]).catchUp();
    }

    /**
     * MPI_Win_flush: waits until every operation of {@code origin} on {@code target} is complete at both
     * ends: the job counter caught up (which needs the target's progress under emulated access), direct
     * writes arrived (a store barrier).
     */
    public void flush(int origin, int target, Supplier<String> operation) {
        OriginLedger ledger = ledgers[origin];
        int self = worldRanks[origin];
        rma.await(self, () -> ledger.settled(target), operation);
        long visible = ledger.visibleAt(target);
        if (ledger.takeUnfencedWrites(target)) {
            visible = Math.max(visible, rma.cpu(self).now() + Math.round(rma.costs().storeBarrier()));
        }
        rma.realise(self, visible);
    }

    /** What stands behind an MPI request of a request-based operation: complete once {@code op} is. */
    public DeviceRequest requestFor(RmaOperation op) {
        return new DeviceRequest() {
            @Override
            public boolean isComplete() {
                return op.isCompleteAt(rma.now());
            }

            @Override
            public DeviceStatus status() {
                return new DeviceStatus(-1, -1, op.targetBytes(), false, false);
            }

            @Override
            public boolean isReceive() {
                return false;
            }
        };
    }

    // ---- fence ----

    /**
     * MPI_Win_fence: closes the epoch before it ({@code closes}) and opens the next ({@code opens}). On a modelled
     * interconnect it costs what SCI-MPICH's costs, the three shared-memory barriers of (5.14) per epoch: the double
     * closing barrier for every access method and the opening one. An interconnect that models no cost on the wall
     * clock ({@code ideal}) runs only what MPI needs: one closing barrier, the second only under emulated access,
     * and the opening barrier only when nothing was closed.
     */
    public void fence(int rank, boolean closes, boolean opens, String operation) {
        boolean modelled = rma.keepsTime();
        if (closes) {
            fenceClose(rank, modelled || emulated(), operation);
        }
        if (opens && (modelled || !closes)) {
            barrier.await(rank, operation);
        }
    }

    /**
     * The closing half of MPI_Win_fence, as SCI-MPICH does it (§6.3): direct writes pass a store barrier;
     * a barrier then guarantees every origin has issued all its operations; each member executes what targets
     * its part until its counter of pending operations is zero (emulated access), and a second barrier follows,
     * because the shared-memory barrier could overtake control messages sent before it (Fig. 5.22). SCI-MPICH
     * closes every fence epoch with this double barrier, whatever the access method ((5.14) counts it), so it is
     * paid for direct windows too where costs are modelled. Last, each origin waits for its own fetched data.
     */
    private void fenceClose(int rank, boolean doubleBarrier, String operation) {
        int self = worldRanks[rank];
        Cpu cpu = rma.cpu(self);
        long stores = cpu.now();
        for (int t = 0; t < parts.length; t++) {
            if (ledgers[rank].takeUnfencedWrites(t)) {
                stores = Math.max(stores, Math.max(ledgers[rank].visibleAt(t),
                        cpu.now() + Math.round(rma.costs().storeBarrier())));
            }
        }
        rma.realise(self, stores);
        barrier.await(rank, operation);
        if (doubleBarrier) {
            rma.await(self, () -> incoming[rank].get() == 0, operation);
            barrier.await(rank, operation);
        }
        rma.await(self, ledgers[rank]::settled, operation);
        long fetched = 0;
        for (int t = 0; t < parts.length; t++) {
            fetched = Math.max(fetched, ledgers[rank].visibleAt(t));
        }
        rma.realise(self, fetched);
    }

    /** A barrier of the window's members (MPI_Win_free waits in one for every member). */
    public void barrier(int rank, String operation) {
        barrier.await(rank, operation);
    }

    // ---- general active target ----

    /** MPI_Win_post: an {@code is_posted} message to every origin of the group. */
    public void post(int target, int[] origins) {
        Cpu cpu = rma.cpu(worldRanks[target]);
        for (int origin : origins) {
            boolean local = origin == target;
            cpu.charge(local ? 0 : rma.costs().controlMessage(0));
            long arrival = cpu.now() + (local ? 0 : rma.costs().wire());
            pscw.posted(target, origin, arrival);
            rma.signal(worldRanks[origin], arrival);
        }
        cpu.catchUp();
    }

    /** Waits until {@code target}'s post for this origin has arrived, and takes it. */
    public void awaitPost(int origin, int target, String operation) {
        int self = worldRanks[origin];
        rma.await(self, () -> pscw.postArrived(origin, target, rma.now()), operation);
        rma.realise(self, pscw.takePost(origin, target));
    }

    /**
     * MPI_Win_complete after the epoch's operations: waits until they are complete at every target (strict
     * variant: the data is there when complete returns), then sends each an {@code is_complete}.
     */
    public void complete(int origin, int[] targets, String operation) {
        for (int target : targets) {
            flush(origin, target, () -> operation);
        }
        Cpu cpu = rma.cpu(worldRanks[origin]);
        for (int target : targets) {
            boolean local = origin == target;
            cpu.charge(local ? 0 : rma.costs().controlMessage(0));
            long arrival = cpu.now() + (local ? 0 : rma.costs().wire());
            pscw.completed(origin, target, arrival);
            rma.signal(worldRanks[target], arrival);
        }
        cpu.catchUp();
    }

    /** MPI_Win_wait, for one origin of the post group: waits until its complete has arrived, and takes it. */
    public void awaitComplete(int target, int origin, String operation) {
        int self = worldRanks[target];
        rma.await(self, () -> pscw.completeArrived(target, origin, rma.now()), operation);
        rma.realise(self, pscw.takeComplete(target, origin));
    }

    /** MPI_Win_test: takes every origin's complete if all have arrived; otherwise leaves everything as it is. */
    public boolean completesArrived(int target, int[] origins) {
        synchronized (pscw) {
            long now = rma.now();
            for (int origin : origins) {
                if (!pscw.completeArrived(target, origin, now)) {
                    return false;
                }
            }
            for (int origin : origins) {
                pscw.takeComplete(target, origin);
            }
            return true;
        }
    }

    // ---- passive target ----

    /**
     * MPI_Win_lock: queues a request at the owner's lock (the remote lock protocol's cost grows with the
     * requests already there) and waits for the grant. Returns the grant for {@link #unlock}.
     */
    public LockRequest lock(int origin, int target, boolean exclusive, Supplier<String> operation) {
        int self = worldRanks[origin];
        Cpu cpu = rma.cpu(self);
        WindowLock lock = locks[target];
        LockRequest request = lock.request(origin, exclusive, cpu.now());
        cpu.charge(rma.costs().lock(exclusive, lock.contenders(), origin == target));
        cpu.catchUp();
        rma.await(self, () -> lock.granted(request, rma.now()), operation);
        rma.realise(self, request.grantedAt());
        return request;
    }

    /** MPI_Win_unlock: completes the origin's operations on the target (R4), then releases the lock. */
    public void unlock(int origin, int target, LockRequest request, Supplier<String> operation) {
        flush(origin, target, operation);
        Cpu cpu = rma.cpu(worldRanks[origin]);
        WindowLock lock = locks[target];
        cpu.charge(rma.costs().unlock(request.exclusive, lock.contenders(), origin == target));
        cpu.catchUp();
        lock.release(request, cpu.now());
    }
}

package org.fenceline.tracer.measure;

import java.util.function.LongSupplier;
import org.fenceline.trace.local.LocalTraceWriter;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;
import org.fenceline.tracer.measure.job.RankTrace;
import org.fenceline.tracer.measure.job.SendStamps;
import org.fenceline.tracer.measure.job.SourceLocation;
import org.fenceline.tracer.measure.job.SourceTable;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.MpiConstants;
import org.fenceline.tracer.runtime.ProcessGroup;
import org.fenceline.tracer.runtime.StatusRecord;
import org.fenceline.tracer.runtime.window.TracedWindow;

/**
 * The traced rank's hooks: each writes its records into the rank's {@link LocalTraceWriter}, defining what
 * they refer to on first use. Only the owner thread (the rank's main thread) records, and of nested MPI calls
 * only the outermost one (depth 1) with its records.
 */
final class TracingMeasurement extends Measurement {
    private final LocalTraceWriter trace;
    private final LongSupplier clock;
    private final LongSupplier referenceClock;
    private final LocationDefinitions ids;
    private final CallSiteRegistry callSites;
    private final SourceTable userRegionTable;
    private final SendStamps sendStamps;
    private long nextRequest = 1;
    private long nextRmaId = 1;

    TracingMeasurement(RankTrace rank) {
        this.trace = rank.writer();
        this.clock = rank.clock();
        this.referenceClock = rank.referenceClock();
        this.ids = new LocationDefinitions(trace, rank.flushRegion(), rank.userRegions());
        this.callSites = new CallSiteRegistry(rank.callSites(), trace);
        this.userRegionTable = rank.userRegions();
        this.sendStamps = rank.sendStamps();
    }

    @Override
    public boolean isOn() {
        return true;
    }

    @Override
    public long now() {
        return clock.getAsLong();
    }

    // ---- regions -------------------------------------------------------------------------------------------

    @Override
    void recordEnter(MpiRegion region) {
        long time = clock.getAsLong();
        int id = ids.region(region);
        trace.enter(time, id, callSites.callSite(id));
    }

    @Override
    void recordExit(MpiRegion region) {
        trace.exit(clock.getAsLong(), ids.region(region));
    }

    @Override
    void recordCollExit(MpiRegion region, Communicator comm, int root, long sentBytes, long receivedBytes) {
        long time = clock.getAsLong();
        int worldRoot = root == NO_ROOT ? Event.NONE : comm.group().worldRank(root);
        trace.collExit(time, ids.region(region), ids.communicator(comm), worldRoot, sentBytes, receivedBytes);
    }

    @Override
    void recordWinCollExit(MpiRegion region, TracedWindow window) {
        trace.winCollExit(clock.getAsLong(), ids.region(region), ids.window(window));
    }

    @Override
    void recordWinExit(MpiRegion region, TracedWindow window, ProcessGroup group, boolean closesEpoch) {
        trace.winExit(clock.getAsLong(), ids.region(region), ids.window(window), ids.group(group), closesEpoch);
    }

    @Override
    void recordWinExit(MpiRegion region, TracedWindow window, int target) {
        long time = clock.getAsLong();
        int group = ids.singleTarget(window.communicator().group().worldRank(target));
        trace.winExit(time, ids.region(region), ids.window(window), group, false);
    }

    @Override
    int userRegion(SourceLocation at) {
        return userRegionTable.register(at);
    }

    @Override
    void enterUser(int userRegion) {
        if (rankClock().isOwner()) {
            rankClock().pauseComputation();
            long time = clock.getAsLong();
            trace.enter(time, ids.userRegion(userRegion), Event.NONE);
            rankClock().resumeComputation();
        }
    }

    @Override
    void exitUser(int userRegion) {
        if (rankClock().isOwner()) {
            rankClock().pauseComputation();
            trace.exit(clock.getAsLong(), ids.userRegion(userRegion));
            rankClock().resumeComputation();
        }
    }

    /**
     * Records a clock synchronisation point (MPI_Init, MPI_Finalize): the offset of the rank's clock from the
     * job's reference clock, read between two reference readings.
     */
    @Override
    public void synchronizeClocks() {
        if (!rankClock().isOwner()) {
            return;
        }
        long before = referenceClock.getAsLong();
        long local = clock.getAsLong();
        long after = referenceClock.getAsLong();
        trace.clockSync(local, local - (before + (after - before) / 2));
    }

    @Override
    public void cartCreated(Communicator cart) {
        if (insideOutermostCall()) {
            ids.cartTopology(cart);
        }
    }

    // ---- point-to-point ------------------------------------------------------------------------------------

    @Override
    public void send(Communicator comm, int dest, int tag, long bytes, boolean synchronous) {
        if (insideOutermostCall() && dest != MpiConstants.PROC_NULL) {
            recordSend(comm, dest, tag, bytes, 0, synchronous ? EventFlags.SYNCHRONOUS : 0);
        }
    }

    @Override
    public void recv(Communicator comm, StatusRecord status) {
        if (insideOutermostCall() && status.source() != MpiConstants.PROC_NULL && !status.cancelled()) {
            recordRecv(comm, status, 0, 0);
        }
    }

    @Override
    public long isend(Communicator comm, int dest, int tag, long bytes, boolean synchronous) {
        if (!insideOutermostCall() || dest == MpiConstants.PROC_NULL) {
            return 0;
        }
        long request = nextRequest++;
        recordSend(comm, dest, tag, bytes, request,
                EventFlags.NON_BLOCKING | (synchronous ? EventFlags.SYNCHRONOUS : 0));
        return request;
    }

    /** A SEND, its stored time kept for the matching RECV ({@link SendStamps}). */
    private void recordSend(Communicator comm, int dest, int tag, long bytes, long request, int flags) {
        int receiver = comm.group().worldRank(dest);
        long stored = trace.send(clock.getAsLong(), ids.communicator(comm), receiver, tag, bytes, request, flags);
        sendStamps.sent(trace.location(), receiver, comm.pointToPointContext(), tag, stored);
    }

    /** A RECV at the clock, but at least just after the stored time of its message's SEND ({@link SendStamps}). */
    private void recordRecv(Communicator comm, StatusRecord status, long request, int flags) {
        int sender = comm.group().worldRank(status.source());
        long sent = sendStamps.received(sender, trace.location(), comm.pointToPointContext(), status.tag());
        long now = clock.getAsLong();
        long time = sent == SendStamps.NONE ? now : Math.max(now, sent + 1);
        trace.recv(time, ids.communicator(comm), sender, status.tag(), status.bytes(), request, flags);
    }

    @Override
    public long irecv(Communicator comm, int source, int tag) {
        if (!insideOutermostCall() || source == MpiConstants.PROC_NULL) {
            return 0;
        }
        long request = nextRequest++;
        int partner = source == MpiConstants.ANY_SOURCE ? Event.NONE : comm.group().worldRank(source);
        trace.recvRequest(clock.getAsLong(), ids.communicator(comm), partner, tag, request);
        return request;
    }

    @Override
    public void completed(long request, boolean receive, Communicator comm, StatusRecord status) {
        if (request == 0 || !insideOutermostCall()) {
            return;
        }
        if (status.cancelled()) {
            trace.requestCancelled(clock.getAsLong(), request);
        } else if (receive) {
            recordRecv(comm, status, request, EventFlags.NON_BLOCKING);
        } else {
            trace.sendComplete(clock.getAsLong(), request);
        }
    }

    // ---- one-sided -----------------------------------------------------------------------------------------

    @Override
    public long putStart(TracedWindow window, int target, long bytes, int flags) {
        return transfer(EventType.PUT_1TS, window, target, bytes, 0, flags);
    }

    @Override
    public void putEnd(TracedWindow window, int target, long bytes, long rmaId, int flags) {
        transfer(EventType.PUT_1TE_REMOTE, window, target, bytes, rmaId, flags);
    }

    @Override
    public long getStart(TracedWindow window, int target, long bytes, int flags) {
        return transfer(EventType.GET_1TS_REMOTE, window, target, bytes, 0, flags);
    }

    @Override
    public void getEnd(TracedWindow window, int target, long bytes, long rmaId, int flags) {
        transfer(EventType.GET_1TE, window, target, bytes, rmaId, flags);
    }

    /** One transfer record; a start ({@code rmaId} 0) draws a new RMA id. Returns the id (0: not recorded). */
    private long transfer(EventType type, TracedWindow window, int target, long bytes, long rmaId, int flags) {
        if (!insideOutermostCall() || rmaId == 0 && type != EventType.PUT_1TS && type != EventType.GET_1TS_REMOTE) {
            return 0;
        }
        long id = rmaId == 0 ? nextRmaId++ : rmaId;
        int partner = window.communicator().group().worldRank(target);
        trace.rma(clock.getAsLong(), type, ids.window(window), partner, bytes, id, flags);
        return id;
    }

    // ---- locks ---------------------------------------------------------------------------------------------

    @Override
    public void lockRequest(TracedWindow window, int target, boolean exclusive) {
        lock(EventType.LOCK_REQUEST, clock.getAsLong(), window, target, exclusive);
    }

    @Override
    public void lockAcquired(TracedWindow window, int target, boolean exclusive, long grantTime) {
        lock(EventType.LOCK_ACQUIRED, grantTime, window, target, exclusive);
    }

    @Override
    public void lockRelease(TracedWindow window, int target, boolean exclusive) {
        lock(EventType.LOCK_RELEASE, clock.getAsLong(), window, target, exclusive);
    }

    private void lock(EventType type, long time, TracedWindow window, int target, boolean exclusive) {
        if (!insideOutermostCall()) {
            return;
        }
        int flags = exclusive ? EventFlags.LOCK_EXCLUSIVE : 0;
        int partner;
        if (target == ALL_TARGETS) {
            flags |= EventFlags.LOCK_ALL;
            partner = Event.NONE;
        } else {
            partner = window.communicator().group().worldRank(target);
        }
        trace.lock(time, type, ids.window(window), partner, flags);
    }
}

package org.fenceline.tracer.measure;

import org.fenceline.tracer.kernel.RankClock;
import org.fenceline.tracer.measure.job.SourceLocation;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.ProcessGroup;
import org.fenceline.tracer.runtime.StatusRecord;
import org.fenceline.tracer.runtime.window.TracedWindow;

/**
 * The hooks the {@code mpi} facade calls around every MPI call (a PMPI analogue): one object per rank,
 * {@link #current()}. When the run is not traced it is {@link #OFF}, whose methods do nothing, so an untraced
 * run pays one static load and an empty, inlined call per hook. The contract (which records each call family
 * writes, in which order) is docs/measurement.md; in short:
 *
 * <pre>
 * Measurement m = Measurement.current();
 * m.enter(MpiRegion.SEND);                    // ENTER with the user's call site
 * try {
 *     ... m.send(comm, dest, tag, bytes, false) ...   // the records of the call, in time order
 * } finally {
 *     m.exit(MpiRegion.SEND);                 // or collExit / winExit / winCollExit
 * }
 * </pre>
 *
 * <p><b>Ranks and ids.</b> Every rank argument is a rank of the communicator (or window communicator) given
 * with it, as the MPI call has it; the measurement translates it to the MPI_COMM_WORLD rank the trace needs.
 * Communicators, groups and windows are defined in the trace at their first use.
 *
 * <p><b>Nesting.</b> Only the outermost MPI call of the rank is recorded: a facade method that calls another
 * facade method, or a collective built on point-to-point, leaves no inner ENTER/EXIT and no inner records. The
 * rank's {@link RankClock} keeps the depth, and in virtual time the outermost ENTER and EXIT are where the
 * rank's computation is measured (the records themselves are written outside the measured computation).
 *
 * <p><b>Threads.</b> The location is the rank's main thread (the one that runs {@code main}); calls from other
 * threads of the rank are not recorded (the trace format has one location per process).
 *
 * <p>No method allocates once the communicators, groups, windows and call sites it meets are defined.
 */
public abstract class Measurement {
    /** {@link #collExit}'s root of a collective without a root. */
    public static final int NO_ROOT = -1;
    /** The target of {@code lock_all} / {@code unlock_all} in the lock records. */
    public static final int ALL_TARGETS = -1;
    /** Hooks that do nothing: the untraced run. */
    public static final Measurement OFF = new MeasurementOff();

    /** This rank's measurement; each rank loads this class through its own class loader. */
    private static Measurement current = OFF;
    /** This rank's clock, which also keeps the boundary between its computation and its MPI calls. */
    private static RankClock clock = RankClock.wall(null);

    /** This rank's measurement: {@link #OFF} unless the run is traced. */
    public static Measurement current() {
        return current;
    }

    static void install(Measurement measurement) {
        current = measurement;
    }

    static void bind(RankClock rankClock) {
        clock = rankClock;
    }

    /** This rank's clock (MPI call depth, computation boundary, time). */
    static RankClock rankClock() {
        return clock;
    }

    /** Whether records are written (for callers that must compute an argument first). */
    public abstract boolean isOn();

    /** The clock the records are timed with (ns), e.g. for {@link #lockAcquired}'s grant time. */
    public abstract long now();

    /**
     * Records a clock synchronisation point: the offset of this rank's clock from the job's reference clock.
     * MPI_Init calls it at its end, MPI_Finalize at its start, inside their regions.
     */
    public abstract void synchronizeClocks();

    /** ENTER of a user region (an id of the job's user-region table); recorded whatever the MPI depth. */
    abstract void enterUser(int userRegion);

    abstract void exitUser(int userRegion);

    /** The job-wide id of the user region at {@code at} (-1 when not traced). */
    abstract int userRegion(SourceLocation at);

    // ---- regions -------------------------------------------------------------------------------------------

    /** ENTER of an MPI region, with the user's call site: an MPI call begins (only the outermost is recorded). */
    public final void enter(MpiRegion region) {
        if (clock.enter()) {
            recordEnter(region);
        } else if (clock.isOwner()) {
            // The tag of a nested call must not be taken for the next outermost call's site.
            CallSiteTag.pending = 0;
        }
    }

    /** EXIT of an MPI region that has no special exit record. */
    public final void exit(MpiRegion region) {
        if (clock.leave()) {
            recordExit(region);
            clock.resumeComputation();
        }
    }

    /**
     * COLLEXIT: leaves a blocking collective. {@code root} is a rank of {@code comm}, or {@link #NO_ROOT};
     * {@code sentBytes} / {@code receivedBytes} are this process's payload bytes (0 where it sends or receives
     * nothing, e.g. a non-root of a gather receives 0).
     */
    public final void collExit(MpiRegion region, Communicator comm, int root, long sentBytes, long receivedBytes) {
        if (clock.leave()) {
            recordCollExit(region, comm, root, sentBytes, receivedBytes);
            clock.resumeComputation();
        }
    }

    /** WINCOLLEXIT: leaves MPI_Win_create / allocate / create_dynamic / free / fence. */
    public final void winCollExit(MpiRegion region, TracedWindow window) {
        if (clock.leave()) {
            recordWinCollExit(region, window);
            clock.resumeComputation();
        }
    }

    /**
     * WINEXIT: leaves MPI_Win_post / start / complete / wait / test ({@code group} = the epoch's group;
     * {@code closesEpoch} for complete, wait and a test that returned true), or MPI_Win_flush_all /
     * flush_local_all with the window's group.
     */
    public final void winExit(MpiRegion region, TracedWindow window, ProcessGroup group, boolean closesEpoch) {
        if (clock.leave()) {
            recordWinExit(region, window, group, closesEpoch);
            clock.resumeComputation();
        }
    }

    /** WINEXIT of MPI_Win_flush / flush_local on one target (a rank of the window's communicator). */
    public final void winExit(MpiRegion region, TracedWindow window, int target) {
        if (clock.leave()) {
            recordWinExit(region, window, target);
            clock.resumeComputation();
        }
    }

    /** Whether a call's own records belong in the trace: the main thread, directly inside the outermost call. */
    final boolean insideOutermostCall() {
        return clock.depth() == 1 && clock.isOwner();
    }

    abstract void recordEnter(MpiRegion region);

    abstract void recordExit(MpiRegion region);

    abstract void recordCollExit(MpiRegion region, Communicator comm, int root, long sentBytes, long receivedBytes);

    abstract void recordWinCollExit(MpiRegion region, TracedWindow window);

    abstract void recordWinExit(MpiRegion region, TracedWindow window, ProcessGroup group, boolean closesEpoch);

    abstract void recordWinExit(MpiRegion region, TracedWindow window, int target);

    /**
     * Records the Cartesian topology MPI_Cart_create gave {@code cart}: called by each member of the new
     * communicator inside the call (the other processes get no communicator and record nothing).
     */
    public abstract void cartCreated(Communicator cart);

    // ---- point-to-point ------------------------------------------------------------------------------------

    /**
     * SEND of a blocking send (MPI_Send, Bsend, Ssend, Rsend, the send half of Sendrecv), recorded right after
     * the ENTER, before the data leaves. Nothing is recorded for MPI_PROC_NULL.
     */
    public abstract void send(Communicator comm, int dest, int tag, long bytes, boolean synchronous);

    /** RECV of a blocking receive, from its status (the source is a rank of {@code comm}); none for PROC_NULL. */
    public abstract void recv(Communicator comm, StatusRecord status);

    /**
     * SEND (NON_BLOCKING) of a started non-blocking or persistent send; returns the request id to pass to
     * {@link #completed}, 0 when nothing was recorded.
     */
    public abstract long isend(Communicator comm, int dest, int tag, long bytes, boolean synchronous);

    /** RECV_REQUEST of a posted non-blocking or persistent receive; returns the request id (0: none). */
    public abstract long irecv(Communicator comm, int source, int tag);

    /**
     * A request completed in a wait or test: SEND_COMPLETE for a send, RECV (NON_BLOCKING) for a receive, or
     * REQUEST_CANCELLED. Nothing for request id 0.
     */
    public abstract void completed(long request, boolean receive, Communicator comm, StatusRecord status);

    // ---- one-sided -----------------------------------------------------------------------------------------

    /**
     * PUT_1TS of a put or accumulate to {@code target}; returns the RMA id for {@link #putEnd}. {@code flags}:
     * 0 for a put, {@code EventFlags.withOp(0, op)} for an accumulate, plus {@code EventFlags.ATOMIC} for the
     * put half of an atomic.
     */
    public abstract long putStart(TracedWindow window, int target, long bytes, int flags);

    /** PUT_1TE_REMOTE: where the origin knows the transfer has ended (basic-model placement, in the call). */
    public abstract void putEnd(TracedWindow window, int target, long bytes, long rmaId, int flags);

    /** GET_1TS_REMOTE of a get from {@code target}; returns the RMA id for {@link #getEnd}. */
    public abstract long getStart(TracedWindow window, int target, long bytes, int flags);

    /** GET_1TE: the fetched data is at the origin (in the call). */
    public abstract void getEnd(TracedWindow window, int target, long bytes, long rmaId, int flags);

    /** MPI_Put as the seed's wrapper records it: PUT_1TS then PUT_1TE_REMOTE. */
    public final void rmaPut(TracedWindow window, int target, long bytes, int flags) {
        putEnd(window, target, bytes, putStart(window, target, bytes, flags), flags);
    }

    /** MPI_Get as the seed's wrapper records it: GET_1TS_REMOTE then GET_1TE. */
    public final void rmaGet(TracedWindow window, int target, long bytes, int flags) {
        getEnd(window, target, bytes, getStart(window, target, bytes, flags), flags);
    }

    // ---- locks ---------------------------------------------------------------------------------------------

    /** LOCK_REQUEST: MPI_Win_lock (target = a rank of the window) or lock_all ({@link #ALL_TARGETS}). */
    public abstract void lockRequest(TracedWindow window, int target, boolean exclusive);

    /** LOCK_ACQUIRED at {@code grantTime} (on {@link #now()}'s clock): when the runtime actually granted it. */
    public abstract void lockAcquired(TracedWindow window, int target, boolean exclusive, long grantTime);

    /** LOCK_RELEASE: MPI_Win_unlock / unlock_all, once the lock is handed back. */
    public abstract void lockRelease(TracedWindow window, int target, boolean exclusive);
}

package mpi;

import java.nio.Buffer;
import org.fenceline.trace.model.EventFlags;
import org.fenceline.tracer.device.reduction.PredefinedOp;
import org.fenceline.tracer.device.rma.BufferMemory;
import org.fenceline.tracer.measure.Measurement;
import org.fenceline.tracer.measure.MpiRegion;
import org.fenceline.tracer.rank.ThisRank;
import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.ErrorMode;
import org.fenceline.tracer.runtime.ProcessGroup;
import org.fenceline.tracer.runtime.window.Window;
import org.fenceline.tracer.runtime.MpiError;

/**
 * A window for one-sided communication (MPI_Win), as in Open MPI 4.1's Java binding: sizes and displacement
 * units are in elements of the base buffer's type, every buffer must be direct, and origin and target
 * datatypes share one predefined base type. Dynamic windows are addressed in bytes: the first region a rank
 * attaches begins at displacement 0, each further one right after the previous.
 */
public final class Win implements Freeable {
    /** Open MPI's value for a window handle that is MPI_WIN_NULL. */
    public static final int WIN_NULL = 0;
    /** MPI_Win_allocate. */
    public static final int FLAVOR_PRIVATE = 0;
    /** MPI_Win_allocate_shared: in this runtime the same as {@link #FLAVOR_PRIVATE}. */
    public static final int FLAVOR_SHARED = 1;

    private Window handle;

    /** MPI_Win_create over the first {@code size} elements of {@code base}. */
    public Win(Buffer base, int size, int dispUnit, Info info, Comm comm) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_CREATE);
        try {
            int element = base == null ? 1 : BufferMemory.elementBytes(base);
            handle = Window.create(comm.live("MPI_Win_create"), base, (long) size * element, dispUnit * element,
                    Info.entriesOf(info));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            collectiveExit(m, MpiRegion.WIN_CREATE, handle);
        }
    }

    /**
     * MPI_Win_allocate (and _allocate_shared): {@code size} elements of {@code base}'s type. As with Open MPI's
     * binding, the program cannot reach the allocated memory; other ranks put into and get from it.
     */
    public Win(int size, int dispUnit, Info info, Comm comm, Buffer base, int flavor) throws MPIException {
        MpiRegion region = flavor == FLAVOR_SHARED ? MpiRegion.WIN_ALLOCATE_SHARED : MpiRegion.WIN_ALLOCATE;
        Measurement m = Measurement.current();
        m.enter(region);
        try {
            int element = base == null ? 1 : BufferMemory.elementBytes(base);
            if (flavor != FLAVOR_PRIVATE && flavor != FLAVOR_SHARED) {
                throw ThisRank.current().error(ErrorClass.ARG, "MPI_Win_allocate: flavor=" + flavor
                        + " is neither Win.FLAVOR_PRIVATE nor Win.FLAVOR_SHARED");
            }
            handle = Window.allocate(comm.live(region.cName()), (long) size * element, dispUnit * element,
                    Info.entriesOf(info));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            collectiveExit(m, region, handle);
        }
    }

    /** MPI_Win_create_dynamic. */
    public Win(Info info, Comm comm) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_CREATE_DYNAMIC);
        try {
            handle = Window.createDynamic(comm.live("MPI_Win_create_dynamic"), Info.entriesOf(info));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            collectiveExit(m, MpiRegion.WIN_CREATE_DYNAMIC, handle);
        }
    }

    /** WINCOLLEXIT once the window exists; a plain exit when the call failed before it did. */
    private static void collectiveExit(Measurement m, MpiRegion region, Window window) {
        if (window == null) {
            m.exit(region);
        } else {
            m.winCollExit(region, window);
        }
    }

    private Window live(String call) throws MPIException {
        MPI.check();
        if (handle == null) {
            throw MPIException.of(ThisRank.current().error(ErrorClass.WIN, call
                    + ": the window is MPI_WIN_NULL (freed)"));
        }
        return handle;
    }

    /** {@code size} elements of {@code base}'s type become reachable by origins (dynamic windows only). */
    public void attach(Buffer base, int size) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_ATTACH);
        try {
            live("MPI_Win_attach").attach(base, (long) size * (base == null ? 1 : BufferMemory.elementBytes(base)));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WIN_ATTACH);
        }
    }

    public void detach(Buffer base) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_DETACH);
        try {
            live("MPI_Win_detach").detach(base);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WIN_DETACH);
        }
    }

    public Group getGroup() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_GET_GROUP);
        try {
            return new Group(live("MPI_Win_get_group").group());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WIN_GET_GROUP);
        }
    }

    @Override
    public void free() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_FREE);
        Window w = null;
        try {
            w = live("MPI_Win_free");
            w.free();
            handle = null;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            collectiveExit(m, MpiRegion.WIN_FREE, w);
        }
    }

    public boolean isNull() {
        return handle == null;
    }

    // Data transfer: the records are written at the origin, in the call (basic-model placement).

    public void put(Buffer origin, int orgCount, Datatype orgType, int targetRank, int targetDisp, int targetCount,
            Datatype targetType) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.PUT);
        try {
            Window w = live("MPI_Put");
            w.put(origin, orgCount, Datatype.forTransfer(orgType), targetRank, targetDisp, targetCount,
                    Datatype.forTransfer(targetType));
            recordPut(m, w, targetRank, targetCount, targetType, 0);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.PUT);
        }
    }

    public void get(Buffer origin, int orgCount, Datatype orgType, int targetRank, int targetDisp, int targetCount,
            Datatype targetType) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GET);
        try {
            Window w = live("MPI_Get");
            w.get(origin, orgCount, Datatype.forTransfer(orgType), targetRank, targetDisp, targetCount,
                    Datatype.forTransfer(targetType));
            recordGet(m, w, targetRank, targetCount, targetType, 0);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GET);
        }
    }

    public void accumulate(Buffer origin, int orgCount, Datatype orgType, int targetRank, int targetDisp,
            int targetCount, Datatype targetType, Op op) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.ACCUMULATE);
        try {
            Window w = live("MPI_Accumulate");
            PredefinedOp accumulate = accumulateOp(w, "MPI_Accumulate", op);
            w.accumulate(origin, orgCount, Datatype.forTransfer(orgType), targetRank, targetDisp, targetCount,
                    Datatype.forTransfer(targetType), accumulate, Op.elementKind(targetType));
            recordPut(m, w, targetRank, targetCount, targetType, EventFlags.withOp(0, accumulate.traceCode()));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.ACCUMULATE);
        }
    }

    public void getAccumulate(Buffer origin, int orgCount, Datatype orgType, Buffer resultAddr, int resultCount,
            Datatype resultType, int targetRank, int targetDisp, int targetCount, Datatype targetType, Op op)
            throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.GET_ACCUMULATE);
        try {
            Window w = live("MPI_Get_accumulate");
            PredefinedOp accumulate = accumulateOp(w, "MPI_Get_accumulate", op);
            w.getAccumulate(origin, orgCount, Datatype.forTransfer(orgType), resultAddr, resultCount,
                    Datatype.forTransfer(resultType), targetRank, targetDisp, targetCount,
                    Datatype.forTransfer(targetType), accumulate, Op.elementKind(targetType));
            recordAtomic(m, w, targetRank, targetCount, targetType, accumulate);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.GET_ACCUMULATE);
        }
    }

    public void fetchAndOp(Buffer origin, Buffer resultAddr, Datatype dataType, int targetRank, int targetDisp,
            Op op) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.FETCH_AND_OP);
        try {
            Window w = live("MPI_Fetch_and_op");
            PredefinedOp accumulate = accumulateOp(w, "MPI_Fetch_and_op", op);
            w.fetchAndOp(origin, resultAddr, Datatype.forTransfer(dataType), targetRank, targetDisp, accumulate,
                    Op.elementKind(dataType));
            recordAtomic(m, w, targetRank, 1, dataType, accumulate);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.FETCH_AND_OP);
        }
    }

    public void compareAndSwap(Buffer origin, Buffer compareAddr, Buffer resultAddr, Datatype targetType,
            int targetRank, int targetDisp) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMPARE_AND_SWAP);
        try {
            Window w = live("MPI_Compare_and_swap");
            w.compareAndSwap(origin, compareAddr, resultAddr, Datatype.forTransfer(targetType), targetRank,
                    targetDisp);
            recordAtomic(m, w, targetRank, 1, targetType, PredefinedOp.REPLACE);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMPARE_AND_SWAP);
        }
    }

    // Request-based data transfer (in any access epoch, as Open MPI allows).

    public final Request rPut(Buffer origin, int orgCount, Datatype orgType, int targetRank, int targetDisp,
            int targetCount, Datatype targetType) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.RPUT);
        try {
            Window w = live("MPI_Rput");
            Request request = new Request(w.rPut(origin, orgCount, Datatype.forTransfer(orgType), targetRank,
                    targetDisp, targetCount, Datatype.forTransfer(targetType)));
            recordPut(m, w, targetRank, targetCount, targetType, 0);
            return request;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.RPUT);
        }
    }

    public final Request rGet(Buffer origin, int orgCount, Datatype orgType, int targetRank, int targetDisp,
            int targetCount, Datatype targetType) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.RGET);
        try {
            Window w = live("MPI_Rget");
            Request request = new Request(w.rGet(origin, orgCount, Datatype.forTransfer(orgType), targetRank,
                    targetDisp, targetCount, Datatype.forTransfer(targetType)));
            recordGet(m, w, targetRank, targetCount, targetType, 0);
            return request;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.RGET);
        }
    }

    public Request rAccumulate(Buffer origin, int orgCount, Datatype orgType, int targetRank, int targetDisp,
            int targetCount, Datatype targetType, Op op) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.RACCUMULATE);
        try {
            Window w = live("MPI_Raccumulate");
            PredefinedOp accumulate = accumulateOp(w, "MPI_Raccumulate", op);
            Request request = new Request(w.rAccumulate(origin, orgCount, Datatype.forTransfer(orgType),
                    targetRank, targetDisp, targetCount, Datatype.forTransfer(targetType), accumulate,
                    Op.elementKind(targetType)));
            recordPut(m, w, targetRank, targetCount, targetType, EventFlags.withOp(0, accumulate.traceCode()));
            return request;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.RACCUMULATE);
        }
    }

    public Request rGetAccumulate(Buffer origin, int orgCount, Datatype orgType, Buffer resultAddr,
            int resultCount, Datatype resultType, int targetRank, int targetDisp, int targetCount,
            Datatype targetType, Op op) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.RGET_ACCUMULATE);
        try {
            Window w = live("MPI_Rget_accumulate");
            PredefinedOp accumulate = accumulateOp(w, "MPI_Rget_accumulate", op);
            Request request = new Request(w.rGetAccumulate(origin, orgCount, Datatype.forTransfer(orgType),
                    resultAddr, resultCount, Datatype.forTransfer(resultType), targetRank, targetDisp, targetCount,
                    Datatype.forTransfer(targetType), accumulate, Op.elementKind(targetType)));
            recordAtomic(m, w, targetRank, targetCount, targetType, accumulate);
            return request;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.RGET_ACCUMULATE);
        }
    }

    private static PredefinedOp accumulateOp(Window w, String call, Op op) {
        PredefinedOp accumulate = Op.forAccumulate(op);
        if (accumulate == null) {
            throw w.error(ErrorClass.OP, call + "(" + w.label() + "): " + (op == null ? "op is null"
                    : op.mpiName() + " is not allowed in one-sided accumulates"));
        }
        return accumulate;
    }

    private static void recordPut(Measurement m, Window w, int target, int count, Datatype type, int flags) {
        if (m.isOn() && target != MPI.PROC_NULL) {
            m.rmaPut(w, target, bytes(count, type), flags);
        }
    }

    private static void recordGet(Measurement m, Window w, int target, int count, Datatype type, int flags) {
        if (m.isOn() && target != MPI.PROC_NULL) {
            m.rmaGet(w, target, bytes(count, type), flags);
        }
    }

    /** An atomic moves data both ways: two transfers, as docs/measurement.md describes. */
    private static void recordAtomic(Measurement m, Window w, int target, int count, Datatype type,
            PredefinedOp op) {
        recordPut(m, w, target, count, type, EventFlags.withOp(EventFlags.ATOMIC, op.traceCode()));
        recordGet(m, w, target, count, type, EventFlags.ATOMIC);
    }

    private static long bytes(int count, Datatype type) {
        return (long) count * Datatype.forTransfer(type).layout().size();
    }

    // Active target synchronisation.

    public void fence(int assertion) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_FENCE);
        Window w = null;
        try {
            w = live("MPI_Win_fence");
            w.fence(assertion);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            collectiveExit(m, MpiRegion.WIN_FENCE, w);
        }
    }

    public void post(Group group, int assertion) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_POST);
        Window w = null;
        try {
            w = live("MPI_Win_post");
            w.post(Group.handleOf(group, "MPI_Win_post"), assertion);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            epochExit(m, MpiRegion.WIN_POST, w, w == null ? null : w.exposureGroup(), false);
        }
    }

    public void start(Group group, int assertion) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_START);
        Window w = null;
        try {
            w = live("MPI_Win_start");
            w.start(Group.handleOf(group, "MPI_Win_start"), assertion);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            epochExit(m, MpiRegion.WIN_START, w, w == null ? null : w.accessGroup(), false);
        }
    }

    public void complete() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_COMPLETE);
        Window w = null;
        ProcessGroup group = null;
        try {
            w = live("MPI_Win_complete");
            group = w.accessGroup();
            w.complete();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            epochExit(m, MpiRegion.WIN_COMPLETE, w, group, true);
        }
    }

    /** MPI_Win_wait. */
    public void waitFor() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_WAIT);
        Window w = null;
        ProcessGroup group = null;
        try {
            w = live("MPI_Win_wait");
            group = w.exposureGroup();
            w.waitFor();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            epochExit(m, MpiRegion.WIN_WAIT, w, group, true);
        }
    }

    /** MPI_Win_test: true when the exposure epoch has ended (as waitFor would). */
    public boolean test() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_TEST);
        Window w = null;
        ProcessGroup group = null;
        boolean closed = false;
        try {
            w = live("MPI_Win_test");
            group = w.exposureGroup();
            closed = w.test();
            return closed;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            epochExit(m, MpiRegion.WIN_TEST, w, group, closed);
        }
    }

    /** WINEXIT with the epoch's group; a plain exit when the call failed before the group was known. */
    private static void epochExit(Measurement m, MpiRegion region, Window w, ProcessGroup group,
            boolean closesEpoch) {
        if (w == null || group == null) {
            m.exit(region);
        } else {
            m.winExit(region, w, group, closesEpoch);
        }
    }

    // Passive target synchronisation.

    public void lock(int lockType, int rank, int assertion) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_LOCK);
        try {
            Window w = live("MPI_Win_lock");
            boolean exclusive = lockType == MPI.LOCK_EXCLUSIVE;
            m.lockRequest(w, rank, exclusive);
            long granted = w.lock(lockType, rank, assertion);
            m.lockAcquired(w, rank, exclusive, onMeasurementClock(m, granted));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WIN_LOCK);
        }
    }

    public void unlock(int rank) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_UNLOCK);
        try {
            Window w = live("MPI_Win_unlock");
            boolean exclusive = w.unlock(rank);
            m.lockRelease(w, rank, exclusive);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WIN_UNLOCK);
        }
    }

    public void lockAll(int assertion) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_LOCK_ALL);
        try {
            Window w = live("MPI_Win_lock_all");
            m.lockRequest(w, Measurement.ALL_TARGETS, false);
            long granted = w.lockAll(assertion);
            m.lockAcquired(w, Measurement.ALL_TARGETS, false, onMeasurementClock(m, granted));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WIN_LOCK_ALL);
        }
    }

    public void unlockAll() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_UNLOCK_ALL);
        try {
            Window w = live("MPI_Win_unlock_all");
            w.unlockAll();
            m.lockRelease(w, Measurement.ALL_TARGETS, false);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WIN_UNLOCK_ALL);
        }
    }

    /** The owner's grant happened at {@code rankNanos} on the rank's clock; the measurement's may have an offset. */
    private static long onMeasurementClock(Measurement m, long rankNanos) {
        return m.isOn() ? m.now() - (ThisRank.installed().clock().now() - rankNanos) : 0;
    }

    public void flush(int targetRank) throws MPIException {
        flushOne(MpiRegion.WIN_FLUSH, targetRank, false);
    }

    public void flushLocal(int targetRank) throws MPIException {
        flushOne(MpiRegion.WIN_FLUSH_LOCAL, targetRank, true);
    }

    public void flushAll() throws MPIException {
        flushEvery(MpiRegion.WIN_FLUSH_ALL, false);
    }

    public void flushLocalAll() throws MPIException {
        flushEvery(MpiRegion.WIN_FLUSH_LOCAL_ALL, true);
    }

    private void flushOne(MpiRegion region, int targetRank, boolean local) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(region);
        Window w = null;
        try {
            w = live(region.cName());
            if (local) {
                w.flushLocal(targetRank);
            } else {
                w.flush(targetRank);
            }
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            if (w == null) {
                m.exit(region);
            } else {
                m.winExit(region, w, targetRank);
            }
        }
    }

    private void flushEvery(MpiRegion region, boolean local) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(region);
        Window w = null;
        try {
            w = live(region.cName());
            if (local) {
                w.flushLocalAll();
            } else {
                w.flushAll();
            }
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            epochExit(m, region, w, w == null ? null : w.communicator().group(), false);
        }
    }

    public void sync() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_SYNC);
        try {
            live("MPI_Win_sync").sync();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WIN_SYNC);
        }
    }

    // Names, info, errors, attributes.

    public void setName(String name) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_SET_NAME);
        try {
            live("MPI_Win_set_name").setName(name);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WIN_SET_NAME);
        }
    }

    public String getName() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_GET_NAME);
        try {
            return live("MPI_Win_get_name").name();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WIN_GET_NAME);
        }
    }

    /** MPI_Win_get_info (no region in the measurement's catalogue, so not recorded). */
    public Info getInfo() throws MPIException {
        try {
            return Info.of(live("MPI_Win_get_info").info());
        } catch (MpiError e) {
            throw MPIException.of(e);
        }
    }

    /** MPI_Win_set_info (not recorded, like getInfo). */
    public void setInfo(Info info) throws MPIException {
        try {
            live("MPI_Win_set_info").setInfo(Info.entriesOf(info));
        } catch (MpiError e) {
            throw MPIException.of(e);
        }
    }

    public void setErrhandler(Errhandler errhandler) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_SET_ERRHANDLER);
        try {
            Window w = live("MPI_Win_set_errhandler");
            if (errhandler == null) {
                throw w.error(ErrorClass.ARG, "MPI_Win_set_errhandler(" + w.label() + "): errhandler is null");
            }
            w.setErrorMode(errhandler.mode());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WIN_SET_ERRHANDLER);
        }
    }

    public Errhandler getErrhandler() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_GET_ERRHANDLER);
        try {
            return live("MPI_Win_get_errhandler").errorMode() == ErrorMode.RETURN ? MPI.ERRORS_RETURN
                    : MPI.ERRORS_ARE_FATAL;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WIN_GET_ERRHANDLER);
        }
    }

    /** Invokes this window's error handler for {@code errorCode} (MPI_Win_call_errhandler). */
    public void callErrhandler(int errorCode) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_CALL_ERRHANDLER);
        try {
            Window w = live("MPI_Win_call_errhandler");
            w.callErrorHandler(errorCode, "MPI_Win_call_errhandler(" + w.label() + "): error code " + errorCode);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WIN_CALL_ERRHANDLER);
        }
    }

    public static int createKeyval() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_CREATE_KEYVAL);
        try {
            MPI.check();
            return Window.createKeyval(ThisRank.current());
        } finally {
            m.exit(MpiRegion.WIN_CREATE_KEYVAL);
        }
    }

    public static void freeKeyval(int keyval) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_FREE_KEYVAL);
        try {
            MPI.check();
            Window.freeKeyval(ThisRank.current(), keyval);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WIN_FREE_KEYVAL);
        }
    }

    /**
     * MPI_Win_get_attr: {@link MPI#WIN_BASE} (the base buffer, null for allocated and dynamic windows),
     * {@link MPI#WIN_SIZE} (bytes, Integer), {@link MPI#WIN_DISP_UNIT} (bytes, Integer), {@link MPI#WIN_CREATE_FLAVOR},
     * {@link MPI#WIN_MODEL}, or a value set with {@link #setAttr}; null if none.
     */
    public Object getAttr(int keyval) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_GET_ATTR);
        try {
            return live("MPI_Win_get_attr").attribute(keyval);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WIN_GET_ATTR);
        }
    }

    /** MPI_Win_set_attr: {@code value} must be Serializable; the window keeps a copy (as Open MPI's binding). */
    public void setAttr(int keyval, Object value) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_SET_ATTR);
        try {
            live("MPI_Win_set_attr").setAttribute(keyval, value);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WIN_SET_ATTR);
        }
    }

    public void deleteAttr(int keyval) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.WIN_DELETE_ATTR);
        try {
            live("MPI_Win_delete_attr").deleteAttribute(keyval);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.WIN_DELETE_ATTR);
        }
    }
}

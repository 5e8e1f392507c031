package mpi;

import java.nio.Buffer;
import org.fenceline.tracer.device.rma.AccumulateOp;
import org.fenceline.tracer.device.rma.BufferMemory;
import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.ErrorMode;
import org.fenceline.tracer.runtime.RankRuntime;
import org.fenceline.tracer.runtime.window.Window;

/**
 * A window for one-sided communication (MPI_Win), as in Open MPI 4.1's Java binding: sizes and displacement
 * units are in elements of the base buffer's type, every buffer must be direct, and origin and target
 * datatypes share one predefined base type. Dynamic windows are addressed in bytes: the first region a rank
 * attaches begins at displacement 0, each further one right after the previous.
 */
public final class Win implements Freeable {
    /** MPI_Win_allocate. */
    public static final int FLAVOR_PRIVATE = 0;
    /** MPI_Win_allocate_shared: in this runtime the same as {@link #FLAVOR_PRIVATE}. */
    public static final int FLAVOR_SHARED = 1;

    private Window handle;

    /** MPI_Win_create over the first {@code size} elements of {@code base}. */
    public Win(Buffer base, int size, int dispUnit, Info info, Comm comm) throws MPIException {
        int element = base == null ? 1 : BufferMemory.elementBytes(base);
        handle = Window.create(comm.live("MPI_Win_create"), base, (long) size * element, dispUnit * element,
                Info.entriesOf(info));
    }

    /**
     * MPI_Win_allocate (and _allocate_shared): {@code size} elements of {@code base}'s type. As with Open MPI's
     * binding, the program cannot reach the allocated memory; other ranks put into and get from it.
     */
    public Win(int size, int dispUnit, Info info, Comm comm, Buffer base, int flavor) throws MPIException {
        int element = base == null ? 1 : BufferMemory.elementBytes(base);
        if (flavor != FLAVOR_PRIVATE && flavor != FLAVOR_SHARED) {
            throw RankRuntime.current().error(ErrorClass.ARG, "MPI_Win_allocate: flavor=" + flavor
                    + " is neither Win.FLAVOR_PRIVATE nor Win.FLAVOR_SHARED");
        }
        handle = Window.allocate(comm.live("MPI_Win_allocate"), (long) size * element, dispUnit * element,
                Info.entriesOf(info));
    }

    /** MPI_Win_create_dynamic. */
    public Win(Info info, Comm comm) throws MPIException {
        handle = Window.createDynamic(comm.live("MPI_Win_create_dynamic"), Info.entriesOf(info));
    }

    private Window live(String call) {
        MPI.check();
        if (handle == null) {
            throw RankRuntime.current().error(ErrorClass.WIN, call + ": the window is MPI_WIN_NULL (freed)");
        }
        return handle;
    }

    /** {@code size} elements of {@code base}'s type become reachable by origins (dynamic windows only). */
    public void attach(Buffer base, int size) throws MPIException {
        Window w = live("MPI_Win_attach");
        w.attach(base, (long) size * (base == null ? 1 : BufferMemory.elementBytes(base)));
    }

    public void detach(Buffer base) throws MPIException {
        live("MPI_Win_detach").detach(base);
    }

    public Group getGroup() throws MPIException {
        return new Group(live("MPI_Win_get_group").group());
    }

    @Override
    public void free() throws MPIException {
        live("MPI_Win_free").free();
        handle = null;
    }

    public boolean isNull() {
        return handle == null;
    }

    // Data transfer.

    public void put(Buffer origin, int orgCount, Datatype orgType, int targetRank, int targetDisp, int targetCount,
            Datatype targetType) throws MPIException {
        live("MPI_Put").put(origin, orgCount, Datatype.forTransfer(orgType), targetRank, targetDisp, targetCount,
                Datatype.forTransfer(targetType));
    }

    public void get(Buffer origin, int orgCount, Datatype orgType, int targetRank, int targetDisp, int targetCount,
            Datatype targetType) throws MPIException {
        live("MPI_Get").get(origin, orgCount, Datatype.forTransfer(orgType), targetRank, targetDisp, targetCount,
                Datatype.forTransfer(targetType));
    }

    public void accumulate(Buffer origin, int orgCount, Datatype orgType, int targetRank, int targetDisp,
            int targetCount, Datatype targetType, Op op) throws MPIException {
        Window w = live("MPI_Accumulate");
        w.accumulate(origin, orgCount, Datatype.forTransfer(orgType), targetRank, targetDisp, targetCount,
                Datatype.forTransfer(targetType), accumulateOp(w, "MPI_Accumulate", op));
    }

    public void getAccumulate(Buffer origin, int orgCount, Datatype orgType, Buffer resultAddr, int resultCount,
            Datatype resultType, int targetRank, int targetDisp, int targetCount, Datatype targetType, Op op)
            throws MPIException {
        Window w = live("MPI_Get_accumulate");
        w.getAccumulate(origin, orgCount, Datatype.forTransfer(orgType), resultAddr, resultCount,
                Datatype.forTransfer(resultType), targetRank, targetDisp, targetCount,
                Datatype.forTransfer(targetType), accumulateOp(w, "MPI_Get_accumulate", op));
    }

    public void fetchAndOp(Buffer origin, Buffer resultAddr, Datatype dataType, int targetRank, int targetDisp,
            Op op) throws MPIException {
        Window w = live("MPI_Fetch_and_op");
        w.fetchAndOp(origin, resultAddr, Datatype.forTransfer(dataType), targetRank, targetDisp,
                accumulateOp(w, "MPI_Fetch_and_op", op));
    }

    public void compareAndSwap(Buffer origin, Buffer compareAddr, Buffer resultAddr, Datatype targetType,
            int targetRank, int targetDisp) throws MPIException {
        live("MPI_Compare_and_swap").compareAndSwap(origin, compareAddr, resultAddr,
                Datatype.forTransfer(targetType), targetRank, targetDisp);
    }

    // Request-based data transfer (inside passive-target epochs).

    public Request rPut(Buffer origin, int orgCount, Datatype orgType, int targetRank, int targetDisp,
            int targetCount, Datatype targetType) throws MPIException {
        return new Request(live("MPI_Rput").rPut(origin, orgCount, Datatype.forTransfer(orgType), targetRank,
                targetDisp, targetCount, Datatype.forTransfer(targetType)));
    }

    public Request rGet(Buffer origin, int orgCount, Datatype orgType, int targetRank, int targetDisp,
            int targetCount, Datatype targetType) throws MPIException {
        return new Request(live("MPI_Rget").rGet(origin, orgCount, Datatype.forTransfer(orgType), targetRank,
                targetDisp, targetCount, Datatype.forTransfer(targetType)));
    }

    public Request rAccumulate(Buffer origin, int orgCount, Datatype orgType, int targetRank, int targetDisp,
            int targetCount, Datatype targetType, Op op) throws MPIException {
        Window w = live("MPI_Raccumulate");
        return new Request(w.rAccumulate(origin, orgCount, Datatype.forTransfer(orgType), targetRank, targetDisp,
                targetCount, Datatype.forTransfer(targetType), accumulateOp(w, "MPI_Raccumulate", op)));
    }

    public Request rGetAccumulate(Buffer origin, int orgCount, Datatype orgType, Buffer resultAddr,
            int resultCount, Datatype resultType, int targetRank, int targetDisp, int targetCount,
            Datatype targetType, Op op) throws MPIException {
        Window w = live("MPI_Rget_accumulate");
        return new Request(w.rGetAccumulate(origin, orgCount, Datatype.forTransfer(orgType), resultAddr,
                resultCount, Datatype.forTransfer(resultType), targetRank, targetDisp, targetCount,
                Datatype.forTransfer(targetType), accumulateOp(w, "MPI_Rget_accumulate", op)));
    }

    private static AccumulateOp accumulateOp(Window w, String call, Op op) {
        AccumulateOp accumulate = Op.forAccumulate(op);
        if (accumulate == null) {
            throw w.error(ErrorClass.OP, call + "(" + w.label() + "): " + (op == null ? "op is null"
                    : op.mpiName() + " is not supported by one-sided accumulates"));
        }
        return accumulate;
    }

    // Active target synchronisation.

    public void fence(int assertion) throws MPIException {
        live("MPI_Win_fence").fence(assertion);
    }

    public void post(Group group, int assertion) throws MPIException {
        live("MPI_Win_post").post(Group.handleOf(group, "MPI_Win_post"), assertion);
    }

    public void start(Group group, int assertion) throws MPIException {
        live("MPI_Win_start").start(Group.handleOf(group, "MPI_Win_start"), assertion);
    }

    public void complete() throws MPIException {
        live("MPI_Win_complete").complete();
    }

    /** MPI_Win_wait. */
    public void waitFor() throws MPIException {
        live("MPI_Win_wait").waitFor();
    }

    /** MPI_Win_test: true when the exposure epoch has ended (as waitFor would). */
    public boolean test() throws MPIException {
        return live("MPI_Win_test").test();
    }

    // Passive target synchronisation.

    public void lock(int lockType, int rank, int assertion) throws MPIException {
        live("MPI_Win_lock").lock(lockType, rank, assertion);
    }

    public void unlock(int rank) throws MPIException {
        live("MPI_Win_unlock").unlock(rank);
    }

    public void lockAll(int assertion) throws MPIException {
        live("MPI_Win_lock_all").lockAll(assertion);
    }

    public void unlockAll() throws MPIException {
        live("MPI_Win_unlock_all").unlockAll();
    }

    public void flush(int targetRank) throws MPIException {
        live("MPI_Win_flush").flush(targetRank);
    }

    public void flushAll() throws MPIException {
        live("MPI_Win_flush_all").flushAll();
    }

    public void flushLocal(int targetRank) throws MPIException {
        live("MPI_Win_flush_local").flushLocal(targetRank);
    }

    public void flushLocalAll() throws MPIException {
        live("MPI_Win_flush_local_all").flushLocalAll();
    }

    public void sync() throws MPIException {
        live("MPI_Win_sync").sync();
    }

    // Names, info, errors, attributes.

    public void setName(String name) throws MPIException {
        live("MPI_Win_set_name").setName(name);
    }

    public String getName() throws MPIException {
        return live("MPI_Win_get_name").name();
    }

    public Info getInfo() throws MPIException {
        return Info.of(live("MPI_Win_get_info").info());
    }

    public void setInfo(Info info) throws MPIException {
        live("MPI_Win_set_info").setInfo(Info.entriesOf(info));
    }

    public void setErrhandler(Errhandler errhandler) throws MPIException {
        Window w = live("MPI_Win_set_errhandler");
        if (errhandler == null || errhandler.isNull()) {
            throw w.error(ErrorClass.ARG, "MPI_Win_set_errhandler(" + w.label() + "): errhandler is null");
        }
        w.setErrorMode(errhandler.mode());
    }

    public Errhandler getErrhandler() throws MPIException {
        return live("MPI_Win_get_errhandler").errorMode() == ErrorMode.RETURN ? MPI.ERRORS_RETURN
                : MPI.ERRORS_ARE_FATAL;
    }

    /** Invokes this window's error handler for {@code errorCode} (MPI_Win_call_errhandler). */
    public void callErrhandler(int errorCode) throws MPIException {
        Window w = live("MPI_Win_call_errhandler");
        throw w.error(errorCode, "MPI_Win_call_errhandler(" + w.label() + "): error code " + errorCode);
    }

    public static int createKeyval() throws MPIException {
        MPI.check();
        return Window.createKeyval();
    }

    public static void freeKeyval(int keyval) throws MPIException {
        MPI.check();
        Window.freeKeyval(keyval);
    }

    /**
     * MPI_Win_get_attr: {@link MPI#WIN_BASE} (the base buffer, null for allocated and dynamic windows),
     * {@link MPI#WIN_SIZE} (bytes, Long), {@link MPI#WIN_DISP_UNIT} (bytes, Integer), {@link MPI#WIN_CREATE_FLAVOR},
     * {@link MPI#WIN_MODEL}, or a value set with {@link #setAttr}; null if none.
     */
    public Object getAttr(int keyval) throws MPIException {
        return live("MPI_Win_get_attr").attribute(keyval);
    }

    public void setAttr(int keyval, Object value) throws MPIException {
        live("MPI_Win_set_attr").setAttribute(keyval, value);
    }

    public void deleteAttr(int keyval) throws MPIException {
        live("MPI_Win_delete_attr").deleteAttribute(keyval);
    }
}

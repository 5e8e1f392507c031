package org.fenceline.tracer.programs.rma;

import java.nio.IntBuffer;
import mpi.Group;
import mpi.Info;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Every MPI semantics error of one-sided communication raises MPIException with its error class, naming the
 * window and the call (windows get MPI.ERRORS_RETURN). Run with 2 ranks.
 */
public class OneSidedErrors {
    private interface Call {
        void run() throws MPIException;
    }

    private static Win win;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        MPI.COMM_WORLD.setErrhandler(MPI.ERRORS_RETURN);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer memory = MPI.newIntBuffer(8);
        win = new Win(memory, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.setErrhandler(MPI.ERRORS_RETURN);
        win.setName("errors");
        // MPI_Win_call_errhandler runs the handler: under MPI.ERRORS_RETURN the call then simply returns.
        win.callErrhandler(MPI.ERR_WIN);
        IntBuffer one = MPI.newIntBuffer(1);
        Group peer = MPI.COMM_WORLD.getGroup().incl(new int[] {1 - rank});
        Group self = MPI.COMM_WORLD.getGroup().incl(new int[] {rank});

        expect(MPI.ERR_RMA_SYNC, "MPI_Put", () -> win.put(one, 1, MPI.INT, 1 - rank, 0, 1, MPI.INT));
        expect(MPI.ERR_KEYVAL, "MPI_Win_get_attr", () -> win.getAttr(12345));
        expect(MPI.ERR_RMA_SYNC, "MPI_Win_complete", win::complete);
        expect(MPI.ERR_RMA_SYNC, "MPI_Win_wait", win::waitFor);
        expect(MPI.ERR_RMA_SYNC, "MPI_Win_test", win::test);
        expect(MPI.ERR_RMA_SYNC, "MPI_Win_unlock", () -> win.unlock(1 - rank));
        expect(MPI.ERR_RMA_SYNC, "MPI_Win_flush", () -> win.flush(1 - rank));
        expect(MPI.ERR_RMA_SYNC, "MPI_Win_unlock_all", win::unlockAll);

        win.lock(MPI.LOCK_SHARED, 1 - rank, 0);
        expect(MPI.ERR_RMA_SYNC, "MPI_Win_lock", () -> win.lock(MPI.LOCK_SHARED, 1 - rank, 0));
        expect(MPI.ERR_RMA_RANGE, "MPI_Put", () -> win.put(one, 1, MPI.INT, 1 - rank, 8, 1, MPI.INT));
        expect(MPI.ERR_RMA_RANGE, "MPI_Get", () -> win.get(MPI.newIntBuffer(4), 4, MPI.INT, 1 - rank, 6, 4,
                MPI.INT));
        expect(MPI.ERR_OP, "MPI_Accumulate", () -> win.accumulate(MPI.newDoubleBuffer(1), 1, MPI.DOUBLE,
                1 - rank, 0, 1, MPI.DOUBLE, MPI.BAND));
        expect(MPI.ERR_OP, "MPI_Accumulate", () -> win.accumulate(one, 1, MPI.INT, 1 - rank, 0, 1, MPI.INT,
                MPI.MINLOC));
        // Open MPI's binding refuses these in Java, with IllegalArgumentException whatever the handler.
        refused("same predefined datatype", () -> win.put(MPI.newDoubleBuffer(1), 1, MPI.DOUBLE, 1 - rank, 0, 2,
                MPI.INT));
        refused("must be direct", () -> win.put(IntBuffer.allocate(1), 1, MPI.INT, 1 - rank, 0, 1, MPI.INT));
        expect(MPI.ERR_RMA_SYNC, "MPI_Win_free", win::free);
        expect(MPI.ERR_RMA_SYNC, "MPI_Win_start", () -> win.start(peer, 0));
        win.unlock(1 - rank);

        expect(MPI.ERR_RMA_SYNC, "MPI_Rput", () -> win.rPut(one, 1, MPI.INT, 1 - rank, 0, 1, MPI.INT));
        expect(MPI.ERR_LOCKTYPE, "MPI_Win_lock", () -> win.lock(7, 0, 0));
        expect(MPI.ERR_ASSERT, "MPI_Win_fence", () -> win.fence(1 << 10));

        // Origin not in the start group: rank accesses itself although it started only on its peer.
        win.post(peer, 0);
        win.start(peer, 0);
        expect(MPI.ERR_RMA_SYNC, "not in the group of MPI_Win_start",
                () -> win.put(one, 1, MPI.INT, rank, 0, 1, MPI.INT));
        expect(MPI.ERR_RMA_SYNC, "MPI_Win_post", () -> win.post(self, 0));
        win.complete();
        win.waitFor();

        win.fence(0);
        win.put(one, 1, MPI.INT, 1 - rank, 0, 1, MPI.INT);
        expect(MPI.ERR_RMA_SYNC, "MPI_Win_free", win::free);
        expect(MPI.ERR_ASSERT, "MPI_MODE_NOPRECEDE", () -> win.fence(MPI.MODE_NOPRECEDE));
        win.fence(MPI.MODE_NOSUCCEED);
        win.free();
        expect(MPI.ERR_WIN, "MPI_Win_fence", () -> win.fence(0));

        // A window created with the hint no_locks=true refuses passive-target epochs.
        Info noLocks = new Info();
        noLocks.set("no_locks", "true");
        win = new Win(MPI.newIntBuffer(1), 1, 1, noLocks, MPI.COMM_WORLD);
        win.setErrhandler(MPI.ERRORS_RETURN);
        win.setName("errors");
        expect(MPI.ERR_RMA_SYNC, "no_locks", () -> win.lock(MPI.LOCK_SHARED, 1 - rank, 0));
        expect(MPI.ERR_RMA_SYNC, "no_locks", () -> win.lockAll(0));
        win.free();
        noLocks.free();
        MPI.Finalize();
    }

    private static void refused(String saying, Call call) throws MPIException {
        try {
            call.run();
        } catch (IllegalArgumentException e) {
            Checks.isTrue(e.getMessage().contains(saying) && e.getMessage().contains("MPI_Put"), e.getMessage());
            return;
        }
        throw new AssertionError("no IllegalArgumentException saying " + saying);
    }

    private static void expect(int errorClass, String named, Call call) {
        try {
            call.run();
        } catch (MPIException e) {
            Checks.equal(errorClass, e.getErrorClass(), "error class of: " + e.getMessage());
            Checks.isTrue(e.getMessage().contains(named), "the message names " + named + ": " + e.getMessage());
            Checks.isTrue(errorClass == MPI.ERR_WIN || e.getMessage().contains("errors"),
                    "the message names the window: " + e.getMessage());
            return;
        }
        throw new AssertionError("no error for " + named);
    }
}

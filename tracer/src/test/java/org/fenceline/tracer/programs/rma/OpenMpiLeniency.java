package org.fenceline.tracer.programs.rma;

import java.nio.IntBuffer;
import mpi.Group;
import mpi.MPI;
import mpi.MPIException;
import mpi.Info;
import mpi.Request;
import mpi.Win;

/**
 * What Open MPI accepts beyond MPI-3.1's letter, as its Java test suite uses it (onesided/CRGet, CRPut,
 * CReqops): request-based operations in fence, PSCW and lock epochs, and a window whose declared size exceeds
 * the base buffer (0-capacity on all ranks but 0), where only an access beyond the real memory is an error.
 * Argument: the access method. Run with 2 or more ranks.
 */
public class OpenMpiLeniency {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        Info info = new Info();
        info.set("fenceline.rma_access", args[0]);
        requestsInEveryEpoch(rank, size, info);
        declaredLargerThanTheBuffer(rank, size, info);
        info.free();
        MPI.Finalize();
    }

    /** Slots 0..size-1 receive puts, slots size..2size-1 are read; each epoch writes a new value. */
    private static void requestsInEveryEpoch(int rank, int size, Info info) throws MPIException {
        int right = (rank + 1) % size;
        int left = (rank + size - 1) % size;
        IntBuffer memory = MPI.newIntBuffer(2 * size);
        for (int i = 0; i < 2 * size; i++) {
            memory.put(i, rank * 100 + i);
        }
        Win win = new Win(memory, 2 * size, 1, info, MPI.COMM_WORLD);
        IntBuffer out = MPI.newIntBuffer(1);
        IntBuffer in = MPI.newIntBuffer(1);

        win.fence(0);
        out.put(0, 1000 + rank);
        exchange(win, out, in, rank, size, right);
        win.fence(0);
        Checks.equal(1000 + left, memory.get(left), "rPut in a fence epoch");
        Checks.equal(right * 100 + size + rank, in.get(0), "rGet in a fence epoch");
        win.fence(MPI.MODE_NOSUCCEED);

        Group world = MPI.COMM_WORLD.getGroup();
        Group origins = world.incl(new int[] {left});
        Group targets = world.incl(new int[] {right});
        win.post(origins, 0);
        win.start(targets, 0);
        out.put(0, 2000 + rank);
        exchange(win, out, in, rank, size, right);
        win.complete();
        win.waitFor();
        Checks.equal(2000 + left, memory.get(left), "rPut in a PSCW epoch");
        Checks.equal(right * 100 + size + rank, in.get(0), "rGet in a PSCW epoch");
        // The left neighbour's next epoch writes the same slot.
        MPI.COMM_WORLD.barrier();

        win.lock(MPI.LOCK_EXCLUSIVE, right, 0);
        out.put(0, 3000 + rank);
        exchange(win, out, in, rank, size, right);
        win.unlock(right);
        MPI.COMM_WORLD.barrier();
        Checks.equal(3000 + left, memory.get(left), "rPut in a lock epoch");
        win.free();
        origins.free();
        targets.free();
        world.free();
    }

    private static void exchange(Win win, IntBuffer out, IntBuffer in, int rank, int size, int right)
            throws MPIException {
        Request put = win.rPut(out, 1, MPI.INT, right, rank, 1, MPI.INT);
        Request get = win.rGet(in, 1, MPI.INT, right, size + rank, 1, MPI.INT);
        Request.waitAll(new Request[] {put, get});
    }

    /** CReqops: every rank declares size ints, only rank 0 has them; every rank adds to rank 0's slots. */
    private static void declaredLargerThanTheBuffer(int rank, int size, Info info) throws MPIException {
        IntBuffer memory = MPI.newIntBuffer(rank == 0 ? size : 0);
        Win win = new Win(memory, size, 1, info, MPI.COMM_WORLD);
        win.setErrhandler(MPI.ERRORS_RETURN);
        win.setName("declared");
        Checks.equal(size * 4, win.getAttr(MPI.WIN_SIZE), "WIN_SIZE is the declared size");
        win.lockAll(0);
        IntBuffer one = MPI.newIntBuffer(1);
        one.put(0, rank + 1);
        win.rAccumulate(one, 1, MPI.INT, 0, rank, 1, MPI.INT, MPI.SUM).waitFor();
        if (size > 1) {
            try {
                win.get(MPI.newIntBuffer(1), 1, MPI.INT, 1, 0, 1, MPI.INT);
                throw new AssertionError("an access beyond rank 1's real memory succeeded");
            } catch (MPIException e) {
                Checks.equal(MPI.ERR_RMA_RANGE, e.getErrorClass(), "error class of: " + e.getMessage());
                for (String named : new String[] {"MPI_Get", "declared", "target=1", "targetDisp=0", "0 bytes"}) {
                    Checks.isTrue(e.getMessage().contains(named), "the message names " + named + ": "
                            + e.getMessage());
                }
            }
        }
        win.unlockAll();
        MPI.COMM_WORLD.barrier();
        if (rank == 0) {
            for (int r = 0; r < size; r++) {
                Checks.equal(r + 1, memory.get(r), "rAccumulate of rank " + r);
            }
        }
        win.free();
    }
}

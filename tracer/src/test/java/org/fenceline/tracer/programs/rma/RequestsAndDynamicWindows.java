package org.fenceline.tracer.programs.rma;

import java.nio.ByteBuffer;
import java.nio.DoubleBuffer;
import java.nio.IntBuffer;
import mpi.Datatype;
import mpi.Info;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * Request-based operations (rPut, rGet, rAccumulate, rGetAccumulate with wait and test), dynamic windows with
 * attach and detach, an allocated window, derived datatypes on both sides, attributes, names and info.
 * Argument: the access method. Run with 2 or more ranks.
 */
public class RequestsAndDynamicWindows {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        int right = (rank + 1) % size;
        Info info = new Info();
        info.set("fenceline.rma_access", args[0]);

        requests(rank, size, right, info);
        dynamic(rank, size, right, info);
        allocated(rank, size, right, info);
        MPI.Finalize();
    }

    private static void requests(int rank, int size, int right, Info info) throws MPIException {
        DoubleBuffer memory = MPI.newDoubleBuffer(16);
        Win win = new Win(memory, 16, 1, info, MPI.COMM_WORLD);
        // An Integer, as Open MPI's Java bindings return it.
        Checks.equal(16 * 8, win.getAttr(MPI.WIN_SIZE), "WIN_SIZE in bytes");
        Checks.equal(8, win.getAttr(MPI.WIN_DISP_UNIT), "WIN_DISP_UNIT in bytes");
        Checks.equal(memory, win.getAttr(MPI.WIN_BASE), "WIN_BASE");
        int key = Win.createKeyval();
        win.setAttr(key, "payload");
        Checks.equal("payload", win.getAttr(key), "user attribute");
        win.deleteAttr(key);
        Checks.equal(null, win.getAttr(key), "deleted attribute");
        win.setName("requests");
        Checks.equal("requests", win.getName(), "window name");
        Checks.equal(size, win.getGroup().getSize(), "window group");

        for (int i = 0; i < 16; i++) {
            memory.put(i, rank * 100 + i);
        }
        win.fence(0);
        DoubleBuffer out = MPI.newDoubleBuffer(4);
        DoubleBuffer in = MPI.newDoubleBuffer(4);
        DoubleBuffer old = MPI.newDoubleBuffer(2);
        for (int i = 0; i < 4; i++) {
            out.put(i, 1000 + rank * 10 + i);
        }
        win.lock(MPI.LOCK_EXCLUSIVE, right, 0);
        Request put = win.rPut(out, 4, MPI.DOUBLE, right, 8, 4, MPI.DOUBLE);
        Request get = win.rGet(in, 4, MPI.DOUBLE, right, 0, 4, MPI.DOUBLE);
        Request acc = win.rAccumulate(out, 2, MPI.DOUBLE, right, 12, 2, MPI.DOUBLE, MPI.SUM);
        put.waitFor();
        acc.waitFor();
        while (!get.test()) {
            Thread.onSpinWait();
        }
        Request getAcc = win.rGetAccumulate(out, 2, MPI.DOUBLE, old, 2, MPI.DOUBLE, right, 12, 2, MPI.DOUBLE,
                MPI.MAX);
        Request.waitAll(new Request[] {getAcc});
        win.unlock(right);
        for (int i = 0; i < 4; i++) {
            Checks.equal(right * 100.0 + i, in.get(i), "rGet element " + i);
        }
        Checks.equal(right * 100.0 + 12 + out.get(0), old.get(0), "rGetAccumulate fetched the rAccumulate sum");
        win.fence(0);
        int left = (rank + size - 1) % size;
        Checks.equal(1000.0 + left * 10, memory.get(8), "rPut landed");
        Checks.equal(rank * 100.0 + 12 + 1000 + left * 10, memory.get(12), "MAX kept the larger sum");
        win.fence(MPI.MODE_NOSUCCEED);
        win.free();
    }

    private static void dynamic(int rank, int size, int right, Info info) throws MPIException {
        Win win = new Win(info, MPI.COMM_WORLD);
        IntBuffer first = MPI.newIntBuffer(4);
        IntBuffer second = MPI.newIntBuffer(4);
        win.attach(first, 4);
        win.attach(second, 4);
        win.fence(0);
        // Byte displacements: the second region begins after the 16 bytes of the first.
        win.put(ints(rank, rank + 1), 2, MPI.INT, right, 16 + 4, 2, MPI.INT);
        win.fence(0);
        int left = (rank + size - 1) % size;
        Checks.equal(left, second.get(1), "put into the second attached region");
        Checks.equal(left + 1, second.get(2), "put into the second attached region, next element");
        win.fence(MPI.MODE_NOSUCCEED);
        win.detach(second);
        // Opens no epoch that needs closing, but makes every detach happen before the gets below.
        win.fence(MPI.MODE_NOPRECEDE);
        win.setErrhandler(MPI.ERRORS_RETURN);
        win.lock(MPI.LOCK_SHARED, right, 0);
        try {
            win.get(MPI.newIntBuffer(1), 1, MPI.INT, right, 16, 1, MPI.INT);
            throw new AssertionError("a detached region is still reachable");
        } catch (MPIException e) {
            Checks.equal(MPI.ERR_RMA_RANGE, e.getErrorClass(), "detached region: " + e.getMessage());
        }
        IntBuffer got = MPI.newIntBuffer(1);
        win.get(got, 1, MPI.INT, right, 0, 1, MPI.INT);
        win.unlock(right);
        Checks.equal(0, got.get(0), "the first region stays attached");
        win.fence(0);
        win.fence(MPI.MODE_NOSUCCEED);
        win.free();
    }

    /** An allocated window of bytes, reached with a strided (vector) target type. */
    private static void allocated(int rank, int size, int right, Info info) throws MPIException {
        Win win = new Win(64, 1, info, MPI.COMM_WORLD, MPI.newByteBuffer(0), Win.FLAVOR_PRIVATE);
        Datatype everyOther = Datatype.createVector(4, 1, 2, MPI.BYTE);
        everyOther.commit();
        ByteBuffer out = MPI.newByteBuffer(4);
        for (int i = 0; i < 4; i++) {
            out.put(i, (byte) (rank * 16 + i));
        }
        win.lockAll(0);
        win.put(out, 4, MPI.BYTE, right, 0, 1, everyOther);
        win.flushAll();
        ByteBuffer back = MPI.newByteBuffer(8);
        win.get(back, 8, MPI.BYTE, right, 0, 8, MPI.BYTE);
        win.unlockAll();
        for (int i = 0; i < 4; i++) {
            Checks.equal((byte) (rank * 16 + i), back.get(2 * i), "strided put, element " + i);
        }
        win.fence(0);
        win.fence(MPI.MODE_NOSUCCEED);
        win.free();
    }

    private static IntBuffer ints(int... values) {
        IntBuffer buffer = MPI.newIntBuffer(values.length);
        buffer.put(0, values);
        return buffer;
    }
}

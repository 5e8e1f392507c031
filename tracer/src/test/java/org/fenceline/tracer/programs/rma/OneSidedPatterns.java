package org.fenceline.tracer.programs.rma;

import java.nio.IntBuffer;
import mpi.Comm;
import mpi.Group;
import mpi.Info;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Every synchronisation mode with puts, gets, accumulates and atomics in ring, all-to-all and n-to-1 patterns;
 * the data is checked after every epoch. Argument: the access method (direct or emulated).
 */
public class OneSidedPatterns {
    private static final int SLOTS = 4;
    private static Comm world;
    private static int rank;
    private static int size;
    private static IntBuffer memory;
    private static Win win;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        world = MPI.COMM_WORLD;
        rank = world.getRank();
        size = world.getSize();
        Info info = new Info();
        info.set("fenceline.rma_access", args[0]);
        memory = MPI.newIntBuffer(size * SLOTS);
        win = new Win(memory, size * SLOTS, 1, info, world);
        Checks.equal(args[0], win.getInfo().get("fenceline.rma_access"), "access method in effect");
        for (int epoch = 1; epoch <= 3; epoch++) {
            fenceRingPut(epoch);
            fenceRingGet(epoch);
            fenceAllToAllAccumulate(epoch);
            fenceCounterAtomics(epoch);
            fenceCompareAndSwapElection(epoch);
            pscwRing(epoch);
            pscwAllToAll(epoch);
            exclusiveReadModifyWrite(epoch);
            mixedSharedAndExclusive(epoch);
            lockAllWithFlush(epoch);
        }
        win.free();
        MPI.Finalize();
    }

    private static int right() {
        return (rank + 1) % size;
    }

    private static int left() {
        return (rank + size - 1) % size;
    }

    private static void reset(int value) {
        for (int i = 0; i < size * SLOTS; i++) {
            memory.put(i, value);
        }
    }

    /** A barrier for checks between epochs: a fence with nothing before or after it in its epochs. */
    private static void barrier() throws MPIException {
        win.fence(0);
    }

    private static IntBuffer ints(int... values) {
        IntBuffer buffer = MPI.newIntBuffer(values.length);
        buffer.put(0, values);
        return buffer;
    }

    private static void fenceRingPut(int epoch) throws MPIException {
        reset(-1);
        win.fence(0);
        win.put(ints(epoch * 1000 + rank), 1, MPI.INT, right(), rank * SLOTS, 1, MPI.INT);
        win.fence(0);
        Checks.equal(epoch * 1000 + left(), memory.get(left() * SLOTS), "fence ring put from the left");
        Checks.equal(-1, memory.get(rank * SLOTS), "fence ring put: own slot untouched");
    }

    private static void fenceRingGet(int epoch) throws MPIException {
        reset(0);
        for (int k = 0; k < SLOTS; k++) {
            memory.put(k, epoch * 100 + rank * 10 + k);
        }
        IntBuffer got = MPI.newIntBuffer(SLOTS);
        win.fence(MPI.MODE_NOPRECEDE);
        win.get(got, SLOTS, MPI.INT, right(), 0, SLOTS, MPI.INT);
        win.fence(MPI.MODE_NOSUCCEED);
        for (int k = 0; k < SLOTS; k++) {
            Checks.equal(epoch * 100 + right() * 10 + k, got.get(k), "fence ring get element " + k);
        }
    }

    private static void fenceAllToAllAccumulate(int epoch) throws MPIException {
        reset(0);
        win.fence(MPI.MODE_NOPRECEDE);
        for (int t = 0; t < size; t++) {
            win.accumulate(ints(rank + epoch, 1), 2, MPI.INT, t, 0, 2, MPI.INT, MPI.SUM);
            win.accumulate(ints(rank), 1, MPI.INT, t, 2, 1, MPI.INT, MPI.MAX);
        }
        win.fence(0);
        int sum = 0;
        for (int r = 0; r < size; r++) {
            sum += r + epoch;
        }
        Checks.equal(sum, memory.get(0), "all-to-all SUM accumulate");
        Checks.equal(size, memory.get(1), "all-to-all SUM accumulate of ones");
        Checks.equal(size - 1, memory.get(2), "all-to-all MAX accumulate");
    }

    /** n-to-1: fetch-and-op and get-accumulate on one counter at rank 0 hand out distinct tickets. */
    private static void fenceCounterAtomics(int epoch) throws MPIException {
        reset(0);
        IntBuffer ticket = MPI.newIntBuffer(1);
        IntBuffer old = MPI.newIntBuffer(2);
        win.fence(0);
        win.fetchAndOp(ints(1), ticket, MPI.INT, 0, 0, MPI.SUM);
        win.fence(0);
        win.getAccumulate(ints(epoch, epoch), 2, MPI.INT, old, 2, MPI.INT, 0, 1, 2, MPI.INT, MPI.SUM);
        win.fence(0);
        // Everyone reports its ticket at rank 0's slot for it.
        win.put(ticket, 1, MPI.INT, 0, SLOTS + rank, 1, MPI.INT);
        win.fence(0);
        if (rank == 0) {
            Checks.equal(size, memory.get(0), "fetch-and-op counter");
            Checks.equal(size * epoch, memory.get(1), "get-accumulate total");
            boolean[] seen = new boolean[size];
            for (int r = 0; r < size; r++) {
                int t = memory.get(SLOTS + r);
                Checks.isTrue(t >= 0 && t < size && !seen[t], "tickets are distinct: " + t);
                seen[t] = true;
            }
        }
        Checks.isTrue(old.get(0) % epoch == 0 && old.get(0) < size * epoch, "get-accumulate fetched a prefix sum");
        win.fence(MPI.MODE_NOSUCCEED);
    }

    /** n-to-1: everyone tries to swap its rank into an empty cell; exactly one wins. */
    private static void fenceCompareAndSwapElection(int epoch) throws MPIException {
        reset(-1);
        memory.put(SLOTS, 0);
        IntBuffer previous = MPI.newIntBuffer(1);
        win.fence(MPI.MODE_NOPRECEDE);
        win.compareAndSwap(ints(rank), ints(-1), previous, MPI.INT, 0, epoch % SLOTS);
        win.fence(0);
        win.accumulate(ints(previous.get(0) == -1 ? 1 : 0), 1, MPI.INT, 0, SLOTS, 1, MPI.INT, MPI.SUM);
        win.fence(MPI.MODE_NOSUCCEED);
        if (rank == 0) {
            Checks.equal(1, memory.get(SLOTS), "exactly one compare-and-swap wins");
            int winner = memory.get(epoch % SLOTS);
            Checks.isTrue(winner >= 0 && winner < size, "the winner's rank is in the cell: " + winner);
        }
    }

    private static void pscwRing(int epoch) throws MPIException {
        reset(-1);
        barrier();
        Group all = world.getGroup();
        Group origin = all.incl(new int[] {left()});
        Group target = all.incl(new int[] {right()});
        win.post(origin, 0);
        win.start(target, 0);
        win.put(ints(epoch, rank), 2, MPI.INT, right(), rank * SLOTS, 2, MPI.INT);
        win.accumulate(ints(rank), 1, MPI.INT, right(), rank * SLOTS + 2, 1, MPI.INT, MPI.SUM);
        win.complete();
        win.waitFor();
        Checks.equal(epoch, memory.get(left() * SLOTS), "PSCW ring put");
        Checks.equal(left(), memory.get(left() * SLOTS + 1), "PSCW ring put, second element");
        Checks.equal(left() - 1, memory.get(left() * SLOTS + 2), "PSCW ring accumulate onto -1");
    }

    private static void pscwAllToAll(int epoch) throws MPIException {
        reset(0);
        barrier();
        int[] others = new int[size - 1];
        for (int r = 0, i = 0; r < size; r++) {
            if (r != rank) {
                others[i++] = r;
            }
        }
        Group peers = world.getGroup().incl(others);
        win.post(peers, MPI.MODE_NOSTORE);
        win.start(peers, 0);
        IntBuffer fetched = MPI.newIntBuffer(size);
        for (int t : others) {
            win.put(ints(epoch * 10 + rank), 1, MPI.INT, t, rank * SLOTS, 1, MPI.INT);
            win.get(fetched.duplicate().position(t).slice(), 1, MPI.INT, t, SLOTS * size - 1, 1, MPI.INT);
        }
        win.complete();
        // test() until the exposure epoch ends: the completes of all origins arrive eventually.
        while (!win.test()) {
            Thread.onSpinWait();
        }
        for (int o : others) {
            Checks.equal(epoch * 10 + o, memory.get(o * SLOTS), "PSCW all-to-all put from " + o);
            Checks.equal(0, fetched.get(o), "PSCW all-to-all get from " + o);
        }
    }

    /** n-to-1 read-modify-write under the exclusive lock: no increment is lost. */
    private static void exclusiveReadModifyWrite(int epoch) throws MPIException {
        reset(0);
        barrier();
        int rounds = 3;
        IntBuffer value = MPI.newIntBuffer(1);
        for (int i = 0; i < rounds; i++) {
            win.lock(MPI.LOCK_EXCLUSIVE, 0, 0);
            win.get(value, 1, MPI.INT, 0, 3, 1, MPI.INT);
            win.flush(0);
            value.put(0, value.get(0) + epoch);
            win.put(value, 1, MPI.INT, 0, 3, 1, MPI.INT);
            win.unlock(0);
        }
        barrier();
        if (rank == 0) {
            Checks.equal(size * rounds * epoch, memory.get(3), "exclusive-lock increments");
        }
    }

    /** Even ranks add under exclusive locks, odd ranks under shared locks: every contribution counts. */
    private static void mixedSharedAndExclusive(int epoch) throws MPIException {
        reset(0);
        barrier();
        int target = size - 1;
        boolean exclusive = rank % 2 == 0;
        win.lock(exclusive ? MPI.LOCK_EXCLUSIVE : MPI.LOCK_SHARED, target, 0);
        win.accumulate(ints(rank + 1), 1, MPI.INT, target, 0, 1, MPI.INT, MPI.SUM);
        IntBuffer seen = MPI.newIntBuffer(1);
        win.get(seen, 1, MPI.INT, target, 1, 1, MPI.INT);
        win.unlock(target);
        Checks.equal(0, seen.get(0), "shared read of an untouched cell");
        barrier();
        if (rank == target) {
            Checks.equal(size * (size + 1) / 2, memory.get(0), "mixed-lock accumulate total");
        }
    }

    private static void lockAllWithFlush(int epoch) throws MPIException {
        reset(0);
        barrier();
        win.lockAll(0);
        for (int t = 0; t < size; t++) {
            win.put(ints(epoch * 100 + rank), 1, MPI.INT, t, rank * SLOTS + 1, 1, MPI.INT);
            win.flush(t);
        }
        IntBuffer back = MPI.newIntBuffer(1);
        win.get(back, 1, MPI.INT, right(), rank * SLOTS + 1, 1, MPI.INT);
        win.flushAll();
        Checks.equal(epoch * 100 + rank, back.get(0), "flush makes the put visible to a later get");
        win.unlockAll();
        barrier();
        for (int o = 0; o < size; o++) {
            Checks.equal(epoch * 100 + o, memory.get(o * SLOTS + 1), "lock-all put from " + o);
        }
    }
}

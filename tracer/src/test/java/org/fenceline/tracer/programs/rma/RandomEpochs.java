package org.fenceline.tracer.programs.rma;

import java.nio.LongBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import mpi.Group;
import mpi.Info;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Stress: every round all ranks take the same randomly chosen synchronisation (fence, PSCW among all, one
 * lock per operation, lock-all with flushes) and each issues random operations: SUM accumulates and
 * fetch-and-adds on every target's counters, puts into the slot each target keeps for it, and gets of that
 * slot, checked against the last value put in an earlier round. The operations of every rank follow from a
 * seed, so each rank replays all of them to compute the checksum its window must end with.
 * Arguments: access method, rounds, seed.
 */
public class RandomEpochs {
    private enum Kind { ACCUMULATE, FETCH_ADD, PUT, GET }

    private record Op(Kind kind, int target, long value) {
    }

    private static int size;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        size = MPI.COMM_WORLD.getSize();
        int rounds = Integer.parseInt(args[1]);
        long seed = Long.parseLong(args[2]);
        Info info = new Info();
        info.set("fenceline.rma_access", args[0]);
        LongBuffer memory = MPI.newLongBuffer(2 + size);
        Win win = new Win(memory, 2 + size, 1, info, MPI.COMM_WORLD);
        Group everyone = MPI.COMM_WORLD.getGroup();
        long[] lastPut = new long[size];
        win.fence(MPI.MODE_NOPRECEDE);
        for (int round = 0; round < rounds; round++) {
            List<Op> ops = operations(seed, rank, round);
            int mode = new Random(seed + round).nextInt(4);
            List<PendingGet> gets;
            switch (mode) {
                case 0 -> {
                    gets = run(win, ops, rank, lastPut, false);
                    win.fence(0);
                }
                case 1 -> {
                    win.post(everyone, 0);
                    win.start(everyone, 0);
                    gets = run(win, ops, rank, lastPut, false);
                    win.complete();
                    win.waitFor();
                }
                case 2 -> gets = run(win, ops, rank, lastPut, true);
                default -> {
                    win.lockAll(0);
                    gets = run(win, ops, rank, lastPut, false);
                    win.flushAll();
                    win.unlockAll();
                }
            }
            gets.forEach(PendingGet::check);
            // Keeps the ranks in step: the next round's epoch type may differ.
            win.fence(0);
            for (Op op : ops) {
                if (op.kind == Kind.PUT) {
                    lastPut[op.target] = op.value;
                }
            }
        }
        long[] expected = expectedWindow(seed, rank, rounds);
        for (int i = 0; i < expected.length; i++) {
            Checks.equal(expected[i], memory.get(i), "rank " + rank + " window element " + i);
        }
        win.fence(MPI.MODE_NOSUCCEED);
        win.free();
        MPI.Finalize();
    }

    /** A get whose result may only be read once its epoch is closed. */
    private record PendingGet(LongBuffer result, long expected, int target) {
        void check() {
            Checks.equal(expected, result.get(0), "get of the own slot at rank " + target);
        }
    }

    private static List<PendingGet> run(Win win, List<Op> ops, int rank, long[] lastPut, boolean lockEach) throws MPIException {
        List<PendingGet> gets = new ArrayList<>();
        LongBuffer fetched = MPI.newLongBuffer(1);
        for (Op op : ops) {
            if (lockEach) {
                win.lock(op.kind == Kind.PUT ? MPI.LOCK_EXCLUSIVE : MPI.LOCK_SHARED, op.target, 0);
            }
            LongBuffer one = MPI.newLongBuffer(1).put(0, op.value);
            switch (op.kind) {
                case ACCUMULATE -> win.accumulate(one, 1, MPI.LONG, op.target, 0, 1, MPI.LONG, MPI.SUM);
                case FETCH_ADD -> win.fetchAndOp(one, fetched, MPI.LONG, op.target, 1, MPI.SUM);
                case PUT -> win.put(one, 1, MPI.LONG, op.target, 2 + rank, 1, MPI.LONG);
                case GET -> {
                    LongBuffer got = MPI.newLongBuffer(1);
                    win.get(got, 1, MPI.LONG, op.target, 2 + rank, 1, MPI.LONG);
                    gets.add(new PendingGet(got, lastPut[op.target], op.target));
                }
            }
            if (lockEach) {
                win.unlock(op.target);
            }
        }
        return gets;
    }

    /** The operations {@code origin} issues in {@code round}: no get of a slot it also puts in that round. */
    private static List<Op> operations(long seed, int origin, int round) {
        Random random = new Random(seed * 1_000_003L + origin * 7_919L + round);
        List<Op> ops = new ArrayList<>();
        boolean[] putTo = new boolean[size];
        int count = 1 + random.nextInt(4);
        for (int i = 0; i < count; i++) {
            Kind kind = Kind.values()[random.nextInt(Kind.values().length)];
            int target = random.nextInt(size);
            if (kind == Kind.GET && putTo[target]) {
                kind = Kind.ACCUMULATE;
            }
            putTo[target] |= kind == Kind.PUT;
            ops.add(new Op(kind, target, 1 + random.nextInt(1000)));
        }
        return ops;
    }

    /** Replays every rank's operations on this rank's window. */
    private static long[] expectedWindow(long seed, int rank, int rounds) {
        long[] window = new long[2 + size];
        for (int round = 0; round < rounds; round++) {
            for (int origin = 0; origin < size; origin++) {
                for (Op op : operations(seed, origin, round)) {
                    if (op.target != rank) {
                        continue;
                    }
                    switch (op.kind) {
                        case ACCUMULATE -> window[0] += op.value;
                        case FETCH_ADD -> window[1] += op.value;
                        case PUT -> window[2 + origin] = op.value;
                        case GET -> {
                        }
                    }
                }
            }
        }
        return window;
    }
}

package org.fenceline.tracer.programs.rma;

import java.nio.ByteBuffer;
import mpi.Comm;
import mpi.DoubleInt;
import mpi.Info;
import mpi.Int2;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * MINLOC and MAXLOC in one-sided accumulates on the pair types, every rank onto rank 0, checked after each epoch:
 * the best value wins with its index and ties go to the lower index, whatever order the origins' operations
 * reach the target in. Fetching forms must return whole pairs (value and index from the same state). Argument:
 * the access method (direct or emulated).
 */
public class LocationAccumulates {
    private static final int PAIRS = 4;
    private static final int NO_INDEX = -1;
    private static Comm world;
    private static int rank;
    private static int size;
    private static ByteBuffer memory;
    private static Win win;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        world = MPI.COMM_WORLD;
        rank = world.getRank();
        size = world.getSize();
        Info info = new Info();
        info.set("fenceline.rma_access", args[0]);
        memory = MPI.newByteBuffer(PAIRS * MPI.doubleInt.getExtent());
        win = new Win(memory, memory.capacity(), 1, info, world);
        for (int epoch = 1; epoch <= 3; epoch++) {
            fenceMaxlocOnInt2(epoch);
            fenceMinlocOnDoubleInt(epoch);
            fetchAndOpMaxlocOnDoubleInt(epoch);
            lockedGetAccumulateMinlocOnInt2(epoch);
        }
        win.free();
        MPI.Finalize();
    }

    /**
     * Rank r's value for pair k: k = 0 splits even and odd ranks, 1 is unique per rank, 2 is the same everywhere
     * and 3 is shared by two neighbouring ranks, so MAXLOC and MINLOC meet ties on every side.
     */
    private static int value(int r, int k, int epoch) {
        return switch (k) {
            case 0 -> r % 2;
            case 1 -> (size - 1 - r) * epoch;
            case 2 -> epoch;
            default -> r / 2;
        };
    }

    /** Indices grow with the rank, so the lowest rank among equals carries the lowest index. */
    private static int index(int r, int epoch) {
        return 10 * r + epoch;
    }

    /** The rank whose pair k MAXLOC (MINLOC) picks: the first best in rank order, as ties take the lower index. */
    private static int winner(int k, int epoch, boolean max) {
        int best = 0;
        for (int r = 1; r < size; r++) {
            int v = value(r, k, epoch);
            int b = value(best, k, epoch);
            if (max ? v > b : v < b) {
                best = r;
            }
        }
        return best;
    }

    /** A barrier for checks between epochs: a fence with nothing before or after it in its epochs. */
    private static void barrier() throws MPIException {
        win.fence(0);
    }

    private static ByteBuffer int2s(int epoch) throws MPIException {
        ByteBuffer pairs = MPI.newByteBuffer(PAIRS * MPI.int2.getExtent());
        for (int k = 0; k < PAIRS; k++) {
            Int2.Data pair = MPI.int2.getData(pairs, k);
            pair.putValue(value(rank, k, epoch));
            pair.putIndex(index(rank, epoch));
        }
        return pairs;
    }

    private static ByteBuffer doubleInt(double value, int index) throws MPIException {
        ByteBuffer buffer = MPI.newByteBuffer(MPI.doubleInt.getExtent());
        DoubleInt.Data pair = MPI.doubleInt.getData(buffer);
        pair.putValue(value);
        pair.putIndex(index);
        return buffer;
    }

    private static void resetInt2s(int value) throws MPIException {
        for (int k = 0; k < PAIRS; k++) {
            Int2.Data pair = MPI.int2.getData(memory, k);
            pair.putValue(value);
            pair.putIndex(NO_INDEX);
        }
    }

    private static void resetDoubleInts(double value) throws MPIException {
        for (int k = 0; k < PAIRS; k++) {
            DoubleInt.Data pair = MPI.doubleInt.getData(memory, k);
            pair.putValue(value);
            pair.putIndex(NO_INDEX);
        }
    }

    private static void fenceMaxlocOnInt2(int epoch) throws MPIException {
        resetInt2s(Integer.MIN_VALUE);
        win.fence(0);
        win.accumulate(int2s(epoch), PAIRS, MPI.INT2, 0, 0, PAIRS, MPI.INT2, MPI.MAXLOC);
        win.fence(0);
        if (rank == 0) {
            for (int k = 0; k < PAIRS; k++) {
                int w = winner(k, epoch, true);
                Int2.Data pair = MPI.int2.getData(memory, k);
                Checks.equal(value(w, k, epoch), pair.getValue(), "MAXLOC 2INT value of pair " + k);
                Checks.equal(index(w, epoch), pair.getIndex(), "MAXLOC 2INT index of pair " + k);
            }
        }
    }

    /** DOUBLE_INT pairs lie at their 16-byte extent in the window; one accumulate per pair, at byte displacements. */
    private static void fenceMinlocOnDoubleInt(int epoch) throws MPIException {
        resetDoubleInts(Double.POSITIVE_INFINITY);
        win.fence(0);
        for (int k = 0; k < PAIRS; k++) {
            ByteBuffer pair = doubleInt(value(rank, k, epoch) - 0.5, index(rank, epoch));
            win.accumulate(pair, 1, MPI.DOUBLE_INT, 0, k * MPI.doubleInt.getExtent(), 1, MPI.DOUBLE_INT,
                    MPI.MINLOC);
        }
        win.fence(0);
        if (rank == 0) {
            for (int k = 0; k < PAIRS; k++) {
                int w = winner(k, epoch, false);
                DoubleInt.Data result = MPI.doubleInt.getData(memory, k);
                Checks.equal(value(w, k, epoch) - 0.5, result.getValue(), "MINLOC DOUBLE_INT value of pair " + k);
                Checks.equal(index(w, epoch), result.getIndex(), "MINLOC DOUBLE_INT index of pair " + k);
            }
        }
    }

    /** n-to-1 on one cell: each fetch sees the initial pair or an origin's whole pair; the cell ends at MAXLOC. */
    private static void fetchAndOpMaxlocOnDoubleInt(int epoch) throws MPIException {
        int k = 0;
        resetDoubleInts(Double.NEGATIVE_INFINITY);
        ByteBuffer mine = doubleInt(value(rank, k, epoch), index(rank, epoch));
        ByteBuffer fetched = MPI.newByteBuffer(MPI.doubleInt.getExtent());
        win.fence(0);
        win.fetchAndOp(mine, fetched, MPI.DOUBLE_INT, 0, 0, MPI.MAXLOC);
        win.fence(0);
        DoubleInt.Data old = MPI.doubleInt.getData(fetched);
        if (old.getIndex() == NO_INDEX) {
            Checks.equal(Double.NEGATIVE_INFINITY, old.getValue(), "fetch-and-op MAXLOC fetched the initial pair");
        } else {
            int from = old.getIndex() / 10;
            Checks.equal(index(from, epoch), old.getIndex(), "fetch-and-op MAXLOC fetched an index of this epoch");
            Checks.equal((double) value(from, k, epoch), old.getValue(),
                    "fetch-and-op MAXLOC fetched the value of index " + old.getIndex());
        }
        if (rank == 0) {
            int w = winner(k, epoch, true);
            DoubleInt.Data cell = MPI.doubleInt.getData(memory, k);
            Checks.equal((double) value(w, k, epoch), cell.getValue(), "fetch-and-op MAXLOC value");
            Checks.equal(index(w, epoch), cell.getIndex(), "fetch-and-op MAXLOC index (lowest on ties)");
        }
    }

    /** Passive target: get-accumulate under exclusive locks, each origin fetching a consistent earlier state. */
    private static void lockedGetAccumulateMinlocOnInt2(int epoch) throws MPIException {
        resetInt2s(Integer.MAX_VALUE);
        barrier();
        ByteBuffer fetched = MPI.newByteBuffer(PAIRS * MPI.int2.getExtent());
        win.lock(MPI.LOCK_EXCLUSIVE, 0, 0);
        win.getAccumulate(int2s(epoch), PAIRS, MPI.INT2, fetched, PAIRS, MPI.INT2, 0, 0, PAIRS, MPI.INT2,
                MPI.MINLOC);
        win.unlock(0);
        for (int k = 0; k < PAIRS; k++) {
            Int2.Data old = MPI.int2.getData(fetched, k);
            if (old.getIndex() == NO_INDEX) {
                Checks.equal(Integer.MAX_VALUE, old.getValue(), "get-accumulate MINLOC fetched the initial pair");
            } else {
                Checks.equal(value(old.getIndex() / 10, k, epoch), old.getValue(),
                        "get-accumulate MINLOC fetched the value of index " + old.getIndex() + " in pair " + k);
            }
        }
        barrier();
        if (rank == 0) {
            for (int k = 0; k < PAIRS; k++) {
                int w = winner(k, epoch, false);
                Int2.Data pair = MPI.int2.getData(memory, k);
                Checks.equal(value(w, k, epoch), pair.getValue(), "locked MINLOC 2INT value of pair " + k);
                Checks.equal(index(w, epoch), pair.getIndex(), "locked MINLOC 2INT index of pair " + k);
            }
        }
    }
}

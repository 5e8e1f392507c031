package org.fenceline.tracer.programs;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import mpi.Datatype;
import mpi.File;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Status;

/**
 * MPI-IO with file views, run with 4 ranks (args[0]: a directory): each rank's block at an explicit offset,
 * round-robin interleaving through a vector and a resized filetype, a 2 x 2 grid of subarrays written
 * collectively, and an indexed filetype with holes (each rank alone, on MPI.COMM_SELF). Everything is read back.
 */
public class FileViews {
    private static final int RW_CREATE = MPI.MODE_RDWR | MPI.MODE_CREATE;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        blocks(world, args[0] + "/blocks.dat");
        interleaved(world, args[0] + "/interleaved.dat");
        grid(world, args[0] + "/grid.dat");
        holes(args[0] + "/holes-" + world.getRank() + ".dat");
        MPI.Finalize();
    }

    /** Each rank writes its 4 ints at offset 4 * rank of an int view; everyone reads the whole file. */
    private static void blocks(Intracomm world, String path) throws MPIException {
        int rank = world.getRank();
        int size = world.getSize();
        File f = new File(world, path, RW_CREATE);
        f.setView(0, MPI.INT, MPI.INT, "native");
        int[] mine = {10 * rank, 10 * rank + 1, 10 * rank + 2, 10 * rank + 3};
        Status written = f.writeAt(4L * rank, mine, 4, MPI.INT);
        Check.equal(4, written.getCount(MPI.INT), "ints written");
        f.sync();
        world.barrier();
        f.sync();
        int[] all = new int[4 * size];
        Status read = f.readAt(0, all, all.length, MPI.INT);
        Check.equal(all.length, read.getCount(MPI.INT), "ints read");
        for (int i = 0; i < all.length; i++) {
            Check.equal(10 * (i / 4) + i % 4, all[i], "int " + i + " of " + Arrays.toString(all));
        }
        Check.equal(16L * size, f.getSize(), "file size in bytes");
        Check.equal(MPI.INT, f.getView().getEType(), "the view's etype as given");
        Check.equal(RW_CREATE, f.getAMode(), "amode");
        Check.equal(size, f.getGroup().getSize(), "group of the file");
        f.close();
    }

    /**
     * Ints dealt round-robin to the ranks: first a vector filetype (one tile), then a resized int (one tile per
     * int) with the individual file pointer; the default byte view reads the whole file.
     */
    private static void interleaved(Intracomm world, String path) throws MPIException {
        int rank = world.getRank();
        int size = world.getSize();
        int k = 3;
        File f = new File(world, path, RW_CREATE);
        Datatype vector = Datatype.createVector(k, 1, size, MPI.INT);
        vector.commit();
        f.setView(4L * rank, MPI.INT, vector, "native");
        int[] mine = new int[k];
        for (int j = 0; j < k; j++) {
            mine[j] = 100 * rank + j;
        }
        f.writeAtAll(0, mine, k, MPI.INT);
        checkInterleaved(f, 0, size, k);

        Datatype dealt = Datatype.createResized(MPI.INT, 0, 4 * size);
        dealt.commit();
        long base = 4L * size * k;
        f.setView(base + 4L * rank, MPI.INT, dealt, "native");
        Check.equal(0L, f.getPosition(), "set_view resets the individual pointer");
        Check.equal(base + 4L * rank + 4L * size, f.getByteOffset(1), "byte of the second etype");
        f.writeAll(mine, k, MPI.INT);
        Check.equal((long) k, f.getPosition(), "the individual pointer moved past the ints");
        checkInterleaved(f, base, size, k);
        f.close();
    }

    /** Reads the dealt ints at {@code byteOffset} through the default view of bytes. */
    private static void checkInterleaved(File f, long byteOffset, int size, int k) throws MPIException {
        int[] all = new int[size * k];
        f.setView(0, MPI.BYTE, MPI.BYTE, "native");
        f.readAtAll(byteOffset, all, all.length, MPI.INT);
        for (int i = 0; i < all.length; i++) {
            Check.equal(100 * (i % size) + i / size, all[i], "dealt int " + i + " of " + Arrays.toString(all));
        }
    }

    /** A 6 x 4 int array over a 2 x 2 grid of ranks, each owning a 3 x 2 block (a subarray filetype). */
    private static void grid(Intracomm world, String path) throws MPIException {
        int rank = world.getRank();
        int rows = 6;
        int cols = 4;
        int[] starts = {rank / 2 * 3, rank % 2 * 2};
        Datatype block = Datatype.createSubarray(new int[] {rows, cols}, new int[] {3, 2}, starts, MPI.ORDER_C,
                MPI.INT);
        block.commit();
        Check.equal(rows * cols, block.getExtent(), "a subarray spans the whole array");
        int[] mine = new int[6];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 2; j++) {
                mine[2 * i + j] = 100 * (starts[0] + i) + starts[1] + j;
            }
        }
        File f = new File(world, path, RW_CREATE);
        f.setView(0, MPI.INT, block, "native");
        f.writeAll(mine, mine.length, MPI.INT);
        f.seek(0, MPI.SEEK_SET);
        int[] back = new int[6];
        f.readAll(back, back.length, MPI.INT);
        Check.equal(mine, back, "the block read back through the subarray view");

        f.setView(0, MPI.INT, MPI.INT, "native");
        int[] global = new int[rows * cols];
        f.readAll(global, global.length, MPI.INT);
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                Check.equal(100 * i + j, global[cols * i + j], "element (" + i + ", " + j + ")");
            }
        }
        f.close();
    }

    /**
     * An indexed filetype with a hole (ints 0-1 and 3 of every 4): offsets map around the hole, the hole stays
     * zero, and a read past the end of file returns what there is and leaves the rest of the buffer alone.
     */
    private static void holes(String path) throws MPIException {
        File f = new File(MPI.COMM_SELF, path, RW_CREATE | MPI.MODE_DELETE_ON_CLOSE);
        Datatype holed = Datatype.createIndexed(new int[] {2, 1}, new int[] {0, 3}, MPI.INT);
        holed.commit();
        f.setView(0, MPI.INT, holed, "native");
        long[] bytes = {f.getByteOffset(0), f.getByteOffset(1), f.getByteOffset(2), f.getByteOffset(3)};
        Check.isTrue(Arrays.equals(new long[] {0, 4, 12, 16}, bytes), "byte offsets " + Arrays.toString(bytes));
        f.write(new int[] {1, 2, 3, 4, 5, 6}, 6, MPI.INT);

        f.setView(0, MPI.BYTE, MPI.BYTE, "native");
        int[] file = new int[10];
        Arrays.fill(file, -1);
        Status status = f.readAt(0, file, file.length, MPI.INT);
        Check.equal(8, status.getCount(MPI.INT), "ints before the end of file");
        Check.equal(new int[] {1, 2, 0, 3, 4, 5, 0, 6, -1, -1}, file, "file with holes, buffer kept past the end");
        f.close();
        Check.isTrue(!Files.exists(Path.of(path)), "MPI.MODE_DELETE_ON_CLOSE deletes");
    }
}

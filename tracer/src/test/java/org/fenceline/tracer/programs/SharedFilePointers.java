package org.fenceline.tracer.programs;

import java.util.Arrays;
import mpi.File;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Status;

/**
 * The shared file pointer, run with 4 ranks (args[0]: a directory): ordered writes and reads in rank order
 * (blocking and split), shared writes and reads in any order, the collective seek, MPI_MODE_APPEND and
 * MPI_MODE_SEQUENTIAL with MPI.DISPLACEMENT_CURRENT.
 */
public class SharedFilePointers {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        int size = world.getSize();
        String path = args[0] + "/shared.dat";
        File f = new File(world, path, MPI.MODE_RDWR | MPI.MODE_CREATE);
        f.setView(0, MPI.INT, MPI.INT, "native");

        // Rank r writes r + 1 copies of r: the file holds 0 1 1 2 2 2 3 3 3 3.
        int[] mine = new int[rank + 1];
        Arrays.fill(mine, rank);
        Status written = f.writeOrdered(mine, mine.length, MPI.INT);
        Check.equal(rank + 1, written.getCount(MPI.INT), "ordered ints written");
        int total = size * (size + 1) / 2;
        Check.equal((long) total, f.getPositionShared(), "the shared pointer after the ordered write");
        int[] file = new int[total];
        f.readAt(0, file, total, MPI.INT);
        for (int r = 0, at = 0; r < size; r++) {
            for (int c = 0; c <= r; c++, at++) {
                Check.equal(r, file[at], "ordered file " + Arrays.toString(file));
            }
        }

        f.seekShared(0, MPI.SEEK_SET);
        int[] back = new int[rank + 1];
        f.readOrdered(back, back.length, MPI.INT);
        Check.equal(mine, back, "the ordered read returns each rank its own part");

        // Shared writes land one after the other in some order; reads take distinct ints.
        f.seekShared(0, MPI.SEEK_END);
        Check.equal((long) total, f.getPositionShared(), "MPI.SEEK_END");
        world.barrier(); // no rank moves the shared pointer before every rank has looked at it
        f.writeShared(new int[] {100 + rank}, 1, MPI.INT);
        world.barrier();
        Check.equal((long) total + size, f.getPositionShared(), "the shared pointer after the shared writes");
        f.seekShared(-size, MPI.SEEK_CUR);
        int[] one = new int[1];
        f.readShared(one, 1, MPI.INT);
        int[] taken = new int[size];
        world.allGather(one, 1, MPI.INT, taken, 1, MPI.INT);
        Arrays.sort(taken);
        for (int r = 0; r < size; r++) {
            Check.equal(100 + r, taken[r], "shared reads " + Arrays.toString(taken));
        }

        // Split ordered write at the end: the status comes from the end call.
        f.seekShared(0, MPI.SEEK_END);
        f.writeOrderedBegin(new int[] {rank, rank}, 2, MPI.INT);
        Check.equal(2, f.writeOrderedEnd(null).getCount(MPI.INT), "split ordered write");
        long ints = total + size + 2L * size;
        Check.equal(ints, f.getPositionShared(), "after the split ordered write");
        f.close();

        // Appending: both pointers start at the end of the file, in bytes (the initial view).
        File appended = new File(world, path, MPI.MODE_WRONLY | MPI.MODE_APPEND);
        Check.equal(4 * ints, appended.getPosition(), "MPI_MODE_APPEND: the individual pointer");
        Check.equal(4 * ints, appended.getPositionShared(), "MPI_MODE_APPEND: the shared pointer");
        appended.writeOrdered(new byte[] {(byte) rank}, 1, MPI.BYTE);
        Check.equal(4 * ints + size, appended.getSize(), "one byte appended per rank");
        appended.close();

        // A sequential file: only the shared pointer, and a view that starts where it stands.
        File sequential = new File(world, args[0] + "/sequential.dat", MPI.MODE_WRONLY | MPI.MODE_CREATE
                | MPI.MODE_SEQUENTIAL);
        sequential.writeOrdered(new byte[] {1, 2, 3}, 3, MPI.BYTE);
        sequential.setView(MPI.DISPLACEMENT_CURRENT, MPI.INT, MPI.INT, "native");
        Check.equal(0L, sequential.getPositionShared(), "set_view resets the shared pointer");
        Check.equal(3L * size, sequential.getByteOffset(0), "the view starts at the former shared pointer");
        world.barrier();
        sequential.writeShared(new int[] {rank}, 1, MPI.INT);
        world.barrier();
        Check.equal(7L * size, sequential.getSize(), "3 bytes and one int per rank");
        sequential.close();
        MPI.Finalize();
    }
}

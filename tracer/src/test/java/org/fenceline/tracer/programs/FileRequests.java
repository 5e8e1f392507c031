package org.fenceline.tracer.programs;

import java.nio.IntBuffer;
import mpi.File;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * Non-blocking and split-collective MPI-IO with 2 ranks (args[0]: a directory): requests complete through
 * Request.waitFor / waitStatus / waitAll / test, statuses count the items, file pointers move at the start, and
 * only direct buffers are accepted.
 */
public class FileRequests {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        int peer = 1 - rank;
        File f = new File(world, args[0] + "/requests.dat", MPI.MODE_RDWR | MPI.MODE_CREATE);
        f.setView(0, MPI.INT, MPI.INT, "native");

        IntBuffer out = MPI.newIntBuffer(4);
        for (int i = 0; i < 4; i++) {
            out.put(i, 10 * rank + i);
        }
        Request write = f.iWriteAt(4L * rank, out, 4, MPI.INT);
        Status written = write.waitStatus();
        Check.equal(4, written.getCount(MPI.INT), "iWriteAt status");
        Check.isTrue(write.isNull(), "a completed request becomes null");
        world.barrier();

        IntBuffer own = MPI.newIntBuffer(4);
        IntBuffer other = MPI.newIntBuffer(4);
        Request[] reads = {f.iReadAt(4L * rank, own, 4, MPI.INT), f.iReadAtAll(4L * peer, other, 4, MPI.INT)};
        Status[] statuses = Request.waitAllStatus(reads);
        Check.equal(4, statuses[1].getCount(MPI.INT), "iReadAtAll status");
        for (int i = 0; i < 4; i++) {
            Check.equal(10 * rank + i, own.get(i), "own int " + i);
            Check.equal(10 * peer + i, other.get(i), "peer's int " + i);
        }

        // The individual pointer moves when the operation starts.
        f.seek(8 + 3L * rank, MPI.SEEK_SET);
        Request appended = f.iWrite(MPI.newIntBuffer(2).put(0, 7).put(1, 8 + rank), 2, MPI.INT);
        Check.equal(10 + 3L * rank, f.getPosition(), "iWrite moved the individual pointer");
        Check.isTrue(appended.test(), "a file request is complete when it starts");
        Request collective = f.iWriteAll(MPI.newIntBuffer(1).put(0, 50 + rank), 1, MPI.INT);
        collective.waitFor();
        world.barrier();
        IntBuffer tail = MPI.newIntBuffer(6);
        f.seek(8, MPI.SEEK_SET);
        f.iRead(tail, 6, MPI.INT).waitFor();
        int[] expected = {7, 8, 50, 7, 9, 51};
        for (int i = 0; i < 6; i++) {
            Check.equal(expected[i], tail.get(i), "tail int " + i);
        }
        Check.equal(14L, f.getPosition(), "iRead moved the individual pointer");

        // Shared-pointer requests, and the split collectives of the individual pointer.
        f.seekShared(0, MPI.SEEK_END);
        f.iWriteShared(MPI.newIntBuffer(1).put(0, 90 + rank), 1, MPI.INT).waitFor();
        world.barrier();
        Check.equal(16L, f.getPositionShared(), "the shared pointer after the iWriteShared calls");
        f.seek(14, MPI.SEEK_SET);
        IntBuffer last = MPI.newIntBuffer(2);
        f.iReadAll(last, 2, MPI.INT).waitFor();
        Check.equal(90 + 90 + 1, last.get(0) + last.get(1), "both ranks' shared ints");

        int[] split = new int[4];
        f.seek(0, MPI.SEEK_SET);
        f.readAllBegin(split, 4, MPI.INT);
        Check.equal(4, f.readAllEnd(split).getCount(MPI.INT), "split read status");
        Check.equal(new int[] {0, 1, 2, 3}, split, "split read data");
        Check.equal(4L, f.getPosition(), "the split read moved the individual pointer");

        try {
            f.iWrite(IntBuffer.wrap(new int[] {1}), 1, MPI.INT);
            throw new AssertionError("no error for a heap buffer in iWrite");
        } catch (IllegalArgumentException e) {
            // Open MPI's binding rejects it before the C library sees it, whatever the error handler.
            Check.isTrue(e.getMessage().contains("MPI_File_iwrite") && e.getMessage().contains("direct"),
                    "message: " + e.getMessage());
        }
        f.close();
        MPI.Finalize();
    }
}

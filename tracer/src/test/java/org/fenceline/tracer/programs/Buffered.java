package org.fenceline.tracer.programs;

import java.nio.IntBuffer;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;

/** Buffered sends go through the attached buffer and fail when it is too small, unless they are short. */
public class Buffered {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Comm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        if (rank == 0) {
            world.setErrhandler(MPI.ERRORS_RETURN);
            // As in Open MPI (ob1 sends them inline), small messages need no attached buffer (ompi-java-test
            // pt2pt/Isend); larger ones do.
            world.bSend(new int[] {20}, 1, MPI.INT, 1, 20);
            IntBuffer direct = MPI.newIntBuffer(1).put(0, 21);
            world.ibSend(direct, 1, MPI.INT, 1, 21).waitFor();
            try {
                world.bSend(new int[1000], 1000, MPI.INT, 1, 0);
                throw new AssertionError("a large bSend without an attached buffer must fail");
            } catch (MPIException e) {
                Check.equal(MPI.ERR_BUFFER, e.getErrorClass(), "no buffer: " + e.getMessage());
            }
            byte[] attached = new byte[3 * (1000 + MPI.BSEND_OVERHEAD)];
            MPI.attachBuffer(attached);
            // Three 1000-byte messages fit while the receiver has not received any of them.
            for (int i = 0; i < 3; i++) {
                int[] data = new int[250];
                java.util.Arrays.fill(data, i);
                world.bSend(data, 250, MPI.INT, 1, i);
                java.util.Arrays.fill(data, -1);
            }
            try {
                world.bSend(new int[attached.length], attached.length, MPI.INT, 1, 3);
                throw new AssertionError("a message larger than the attached buffer cannot fit");
            } catch (MPIException e) {
                Check.equal(MPI.ERR_BUFFER, e.getErrorClass(), "full buffer: " + e.getMessage());
                Check.isTrue(e.getMessage().contains("MPI_Bsend"), e.getMessage());
            }
            world.bSend(new int[] {22}, 1, MPI.INT, 1, 22);
            world.send(new int[0], 0, MPI.INT, 1, 99);
            byte[] detached = MPI.detachBuffer();
            Check.isTrue(detached == attached, "detach returns the attached array");
        } else {
            world.recv(new int[0], 0, MPI.INT, 0, 99);
            for (int i = 0; i < 3; i++) {
                int[] data = new int[250];
                world.recv(data, 250, MPI.INT, 0, i);
                Check.equal(i, data[249], "buffered message " + i);
            }
            for (int tag = 20; tag <= 22; tag++) {
                int[] small = new int[1];
                world.recv(small, 1, MPI.INT, 0, tag);
                Check.equal(tag, small[0], "small buffered message sent inline " + tag);
            }
        }
        MPI.Finalize();
    }
}

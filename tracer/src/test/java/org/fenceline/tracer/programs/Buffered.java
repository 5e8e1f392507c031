package org.fenceline.tracer.programs;

import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;

/** Buffered sends go through the attached buffer and fail when it is too small. */
public class Buffered {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Comm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        if (rank == 0) {
            world.setErrhandler(MPI.ERRORS_RETURN);
            try {
                world.bSend(new int[] {1}, 1, MPI.INT, 1, 0);
                throw new AssertionError("bSend without an attached buffer must fail");
            } catch (MPIException e) {
                Check.equal(MPI.ERR_BUFFER, e.getErrorClass(), "no buffer: " + e.getMessage());
            }
            byte[] attached = new byte[3 * (400 + MPI.BSEND_OVERHEAD)];
            MPI.attachBuffer(attached);
            // Three 400-byte messages fit while the receiver has not received any of them.
            for (int i = 0; i < 3; i++) {
                int[] data = new int[100];
                java.util.Arrays.fill(data, i);
                world.bSend(data, 100, MPI.INT, 1, i);
                java.util.Arrays.fill(data, -1);
            }
            try {
                world.bSend(new int[400], 400, MPI.INT, 1, 3);
                throw new AssertionError("a message larger than the attached buffer cannot fit");
            } catch (MPIException e) {
                Check.equal(MPI.ERR_BUFFER, e.getErrorClass(), "full buffer: " + e.getMessage());
                Check.isTrue(e.getMessage().contains("MPI_Bsend"), e.getMessage());
            }
            world.send(new int[0], 0, MPI.INT, 1, 99);
            byte[] detached = MPI.detachBuffer();
            Check.isTrue(detached == attached, "detach returns the attached array");
        } else {
            world.recv(new int[0], 0, MPI.INT, 0, 99);
            for (int i = 0; i < 3; i++) {
                int[] data = new int[100];
                world.recv(data, 100, MPI.INT, 0, i);
                Check.equal(i, data[99], "buffered message " + i);
            }
        }
        MPI.Finalize();
    }
}

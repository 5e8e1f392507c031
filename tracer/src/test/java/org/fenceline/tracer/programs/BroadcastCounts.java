package org.fenceline.tracer.programs;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;

/**
 * Broadcasts whose receivers pass another count than the root, as Open MPI's Java test topology/Distgraph1 does
 * (the root sends its layout's name, 28 bytes; the others pass their 256-byte array). As on Open MPI, a larger
 * count receives the root's bytes and leaves the rest of the buffer alone, on every rank of the tree; with
 * {@code truncate} (two ranks) a smaller count is MPI_ERR_TRUNCATE.
 */
public class BroadcastCounts {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Comm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        byte[] rootName = "deterministic complete graph".getBytes(StandardCharsets.US_ASCII);
        // Each receiver's own filler, so a forwarder that passed on more than the root's bytes would show.
        byte filler = (byte) ('a' + rank);
        byte[] name = rank == 0 ? rootName.clone() : filled(256, filler);
        world.bcast(name, name.length, MPI.BYTE, 0);
        Check.equal(rootName, Arrays.copyOf(name, rootName.length), "the root's bytes");
        for (int i = rootName.length; i < name.length; i++) {
            Check.equal(filler, name[i], "byte " + i + " beyond the root's count");
        }

        int[] values = rank == 0 ? new int[] {7, 8, 9} : new int[] {-1, -1, -1, -1, -1};
        world.bcast(values, values.length, MPI.INT, 0);
        Check.equal(rank == 0 ? new int[] {7, 8, 9} : new int[] {7, 8, 9, -1, -1}, values, "ints");

        if (args.length > 0 && args[0].equals("truncate")) {
            world.setErrhandler(MPI.ERRORS_RETURN);
            if (rank == 0) {
                world.bcast(new byte[16], 16, MPI.BYTE, 0);
            } else {
                try {
                    world.bcast(new byte[8], 8, MPI.BYTE, 0);
                    throw new AssertionError("no error for 16 bytes into a count of 8");
                } catch (MPIException e) {
                    Check.equal(MPI.ERR_TRUNCATE, e.getErrorClass(), "error class: " + e.getMessage());
                }
            }
        }
        MPI.Finalize();
    }

    private static byte[] filled(int n, byte value) {
        byte[] b = new byte[n];
        Arrays.fill(b, value);
        return b;
    }
}

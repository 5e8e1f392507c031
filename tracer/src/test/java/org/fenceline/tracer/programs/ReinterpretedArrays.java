package org.fenceline.tracer.programs;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import mpi.Comm;
import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;
import mpi.Status;

/**
 * Two ranks: as in Open MPI's binding (ompi-java-test pt2pt/Getcount, Rsend), an array whose element type is not
 * the datatype's travels as its native-order memory image, also in part of an element and in collectives.
 */
public class ReinterpretedArrays {
    private static final int[] DATA = {0x01020304, 0x05060708, -2, 42};

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Comm world = MPI.COMM_WORLD;
        if (world.getRank() == 0) {
            for (int tag = 0; tag < 2; tag++) {
                world.send(DATA, 16, MPI.BYTE, 1, tag);
            }
            world.send(DATA, 6, MPI.BYTE, 1, 2);
            world.send(DATA, 8, MPI.CHAR, 1, 3);
            // A derived type with a hole: bytes 1..2 and 5..6 of the ints.
            Datatype middles = Datatype.createIndexed(new int[] {2, 2}, new int[] {1, 5}, MPI.BYTE);
            middles.commit();
            world.send(DATA, 1, middles, 1, 4);
        } else {
            byte[] image = image(DATA);
            byte[] bytes = new byte[16];
            Status s = world.recv(bytes, 16, MPI.BYTE, 0, 0);
            Check.equal(image, bytes, "int[] sent as MPI_BYTE, received into byte[]");
            Check.equal(16, s.getCount(MPI.BYTE), "count in bytes");
            int[] ints = new int[4];
            world.recv(ints, 16, MPI.BYTE, 0, 1);
            Check.equal(DATA, ints, "int[] sent and received as MPI_BYTE");
            int[] partial = {-1, -1};
            world.recv(partial, 6, MPI.BYTE, 0, 2);
            byte[] expected = image(new int[] {-1, -1});
            System.arraycopy(image, 0, expected, 0, 6);
            Check.equal(expected, image(partial), "6 bytes land in 1.5 ints, the rest of the int kept");
            char[] chars = new char[8];
            world.recv(chars, 8, MPI.CHAR, 0, 3);
            ByteBuffer asChars = ByteBuffer.allocate(16).order(ByteOrder.nativeOrder());
            asChars.asCharBuffer().put(chars);
            Check.equal(image, asChars.array(), "int[] sent as MPI_CHAR, received into char[]");
            byte[] middles = new byte[4];
            world.recv(middles, 4, MPI.BYTE, 0, 4);
            Check.equal(new byte[] {image[1], image[2], image[5], image[6]}, middles, "unaligned derived type");
        }
        // Collectives move the same memory image: a long[] broadcast as two MPI_INTs.
        long[] value = {world.getRank() == 0 ? 0x1122334455667788L : 0};
        world.bcast(value, 2, MPI.INT, 0);
        Check.equal(0x1122334455667788L, value[0], "long[] broadcast as MPI_INT");
        MPI.Finalize();
    }

    /** The native-order memory image of {@code ints}. */
    private static byte[] image(int[] ints) {
        ByteBuffer image = ByteBuffer.allocate(4 * ints.length).order(ByteOrder.nativeOrder());
        image.asIntBuffer().put(ints);
        return image.array();
    }
}

package org.fenceline.tracer.programs;

import java.nio.ByteBuffer;
import java.nio.DoubleBuffer;
import java.nio.IntBuffer;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Status;

/** Two ranks: every array type, heap and direct buffers, slices, PROC_NULL and sendRecvReplace. */
public class BufferKinds {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Comm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        int peer = 1 - rank;
        if (rank == 0) {
            world.send(new byte[] {1, 2, 3}, 3, MPI.BYTE, 1, 1);
            world.send(new char[] {'a', 'b'}, 2, MPI.CHAR, 1, 2);
            world.send(new short[] {-5, 7}, 2, MPI.SHORT, 1, 3);
            world.send(new boolean[] {true, false, true}, 3, MPI.BOOLEAN, 1, 4);
            world.send(new int[] {10, 20, 30, 40}, 4, MPI.INT, 1, 5);
            world.send(new long[] {Long.MIN_VALUE, 5L}, 2, MPI.LONG, 1, 6);
            world.send(new float[] {1.5f}, 1, MPI.FLOAT, 1, 7);
            world.send(new double[] {Math.PI, Math.E}, 2, MPI.DOUBLE, 1, 8);
            world.send(IntBuffer.wrap(new int[] {9, 8, 7}), 3, MPI.INT, 1, 9);
            DoubleBuffer direct = MPI.newDoubleBuffer(2);
            direct.put(0, 0.25).put(1, 0.5);
            world.send(direct, 2, MPI.DOUBLE, 1, 10);
            int[] big = {0, 1, 2, 3, 4, 5};
            world.send(MPI.slice(big, 2), 3, MPI.INT, 1, 11);
            ByteBuffer raw = MPI.newByteBuffer(8);
            raw.putInt(0, 42).putInt(4, 43);
            world.send(raw, 2, MPI.INT, 1, 12);
        } else {
            byte[] b = new byte[3];
            Status s = world.recv(b, 3, MPI.BYTE, 0, 1);
            Check.equal(new byte[] {1, 2, 3}, b, "bytes");
            Check.equal(0, s.getSource(), "source");
            Check.equal(1, s.getTag(), "tag");
            Check.equal(3, s.getCount(MPI.BYTE), "count");
            char[] c = new char[2];
            world.recv(c, 2, MPI.CHAR, 0, 2);
            Check.equal("ab", new String(c), "chars");
            short[] sh = new short[2];
            world.recv(sh, 2, MPI.SHORT, 0, 3);
            Check.equal(-5, (int) sh[0], "short");
            boolean[] bo = new boolean[3];
            world.recv(bo, 3, MPI.BOOLEAN, 0, 4);
            Check.isTrue(bo[0] && !bo[1] && bo[2], "booleans");
            int[] in = new int[5];
            s = world.recv(in, 5, MPI.INT, 0, 5);
            Check.equal(new int[] {10, 20, 30, 40, 0}, in, "ints");
            Check.equal(4, s.getCount(MPI.INT), "count of a short message");
            Check.equal(4, s.getElements(MPI.INT), "elements");
            long[] l = new long[2];
            world.recv(l, 2, MPI.LONG, 0, 6);
            Check.equal(Long.MIN_VALUE, l[0], "long");
            float[] f = new float[1];
            world.recv(f, 1, MPI.FLOAT, 0, 7);
            Check.equal(1.5f, f[0], "float");
            double[] d = new double[2];
            world.recv(d, 2, MPI.DOUBLE, 0, 8);
            Check.equal(new double[] {Math.PI, Math.E}, d, "doubles");
            IntBuffer heap = IntBuffer.allocate(3);
            world.recv(heap, 3, MPI.INT, 0, 9);
            Check.equal(new int[] {9, 8, 7}, heap.array(), "heap IntBuffer");
            DoubleBuffer direct = MPI.newDoubleBuffer(2);
            world.recv(direct, 2, MPI.DOUBLE, 0, 10);
            Check.equal(0.5, direct.get(1), "direct DoubleBuffer");
            int[] target = new int[6];
            world.recv(MPI.slice(target, 1), 3, MPI.INT, 0, 11);
            Check.equal(new int[] {0, 2, 3, 4, 0, 0}, target, "slices on both sides");
            IntBuffer ints = MPI.newIntBuffer(2);
            world.recv(ints, 2, MPI.INT, 0, 12);
            Check.equal(43, ints.get(1), "ints sent from a native-order ByteBuffer");
        }
        int[] none = new int[1];
        Status nul = world.recv(none, 1, MPI.INT, MPI.PROC_NULL, 0);
        Check.equal(MPI.PROC_NULL, nul.getSource(), "PROC_NULL source");
        Check.equal(0, nul.getCount(MPI.INT), "PROC_NULL count");
        world.send(none, 1, MPI.INT, MPI.PROC_NULL, 0);

        int[] swap = {rank, rank * 10};
        Status st = world.sendRecvReplace(swap, 2, MPI.INT, peer, 3, peer, 3);
        Check.equal(new int[] {peer, peer * 10}, swap, "sendRecvReplace");
        Check.equal(peer, st.getSource(), "sendRecvReplace source");
        MPI.Finalize();
    }
}

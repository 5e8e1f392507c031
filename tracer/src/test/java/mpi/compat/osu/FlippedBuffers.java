package mpi.compat.osu;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;
import org.fenceline.tracer.programs.Check;

/**
 * The buffer handling of OSU's Java benchmarks (OMB-J): direct buffers written with absolute puts and
 * {@code flip()}ped before each call, which leaves their limit at 0. Open MPI moves a direct buffer's memory from
 * element 0 to its capacity whatever its position and limit, in every call (collectives, point-to-point, slices,
 * windows); a buffer that is really too small is an MPI error naming the call. The class lives in a sub-package of
 * {@code mpi}, as OMB-J's classes do.
 */
public class FlippedBuffers {
    private static final int N = 50_000;
    /** Above sci-p3's pipelined-broadcast threshold (128 KiB): on more than two ranks it goes by blocks there. */
    private static final int LARGE = 300_000;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        int size = world.getSize();

        ByteBuffer send = flipped(floats(N, rank));
        ByteBuffer recv = flipped(direct(4 * N));
        world.allReduce(send, recv, N, MPI.FLOAT, MPI.SUM);
        cleared(recv);
        for (int i = 0; i < N; i += 997) {
            Check.equal((float) (size * i + size * (size - 1) / 2), recv.getFloat(4 * i), "allReduce[" + i + "]");
        }
        world.reduce(send, flipped(recv), N, MPI.FLOAT, MPI.MAX, 0);
        if (rank == 0) {
            Check.equal((float) (N - 1 + size - 1), cleared(recv).getFloat(4 * (N - 1)), "reduce MAX");
        }

        for (int bytes : new int[] {N, LARGE}) {
            ByteBuffer data = direct(bytes);
            if (rank == 0) {
                for (int i = 0; i < bytes; i++) {
                    data.put(i, (byte) i);
                }
            }
            world.bcast(flipped(data), bytes, MPI.BYTE, 0);
            cleared(data);
            for (int i = 0; i < bytes; i += 4999) {
                Check.equal((byte) i, data.get(i), "bcast of " + bytes + " bytes [" + i + "]");
            }
        }

        ByteBuffer mine = flipped(filled(N, (byte) (rank + 1)));
        ByteBuffer all = flipped(direct(N * size));
        world.allGather(mine, N, MPI.BYTE, all, N, MPI.BYTE);
        cleared(all);
        for (int q = 0; q < size; q++) {
            Check.equal((byte) (q + 1), all.get(q * N + N - 1), "allGather block " + q);
        }
        ByteBuffer toEach = flipped(filled(N * size, (byte) (rank + 1)));
        ByteBuffer fromEach = flipped(direct(N * size));
        world.allToAll(toEach, N, MPI.BYTE, fromEach, N, MPI.BYTE);
        cleared(fromEach);
        for (int q = 0; q < size; q++) {
            Check.equal((byte) (q + 1), fromEach.get(q * N), "allToAll block " + q);
        }

        IntBuffer ints = MPI.newIntBuffer(N);
        ints.put(N - 1, rank).flip();
        IntBuffer intSum = MPI.newIntBuffer(N).flip();
        world.allReduce(ints, intSum, N, MPI.INT, MPI.SUM);
        Check.equal(0, intSum.limit(), "the call leaves the buffer's limit alone");
        Check.equal(size * (size - 1) / 2, intSum.clear().get(N - 1), "allReduce of an IntBuffer");

        ByteBuffer in = flipped(direct(N));
        Request[] ring = {
            world.iRecv(MPI.slice(in, 8), N - 8, MPI.BYTE, (rank + size - 1) % size, 0),
            world.iSend(flipped(filled(N, (byte) rank)), N - 8, MPI.BYTE, (rank + 1) % size, 0)
        };
        Request.waitAll(ring);
        Check.equal((byte) ((rank + size - 1) % size), cleared(in).get(N - 1),
                "ring through slices of flipped buffers");

        IntBuffer memory = MPI.newIntBuffer(size).flip();
        Win win = new Win(memory, size, 1, MPI.INFO_NULL, world);
        win.fence(0);
        win.put(MPI.newIntBuffer(1).put(0, rank + 100).flip(), 1, MPI.INT, (rank + 1) % size, rank, 1, MPI.INT);
        win.fence(0);
        win.free();
        Check.equal(0, memory.limit(), "the window leaves its buffer's limit alone");
        int left = (rank + size - 1) % size;
        Check.equal(left + 100, memory.clear().get(left), "a put from a flipped buffer into a flipped window");

        world.setErrhandler(MPI.ERRORS_RETURN);
        try {
            world.allReduce(send, flipped(recv), 2 * N, MPI.FLOAT, MPI.SUM);
            throw new AssertionError("no error for a buffer half the size of the data");
        } catch (MPIException e) {
            Check.equal(MPI.ERR_COUNT, e.getErrorClass(), "error class");
            Check.isTrue(e.getMessage().startsWith("MPI_Allreduce"), "the error names the call: " + e.getMessage());
        }
        MPI.Finalize();
    }

    private static ByteBuffer direct(int bytes) {
        return ByteBuffer.allocateDirect(bytes).order(ByteOrder.nativeOrder());
    }

    private static ByteBuffer floats(int n, int plus) {
        ByteBuffer b = direct(4 * n);
        for (int i = 0; i < n; i++) {
            b.putFloat(4 * i, i + plus);
        }
        return b;
    }

    private static ByteBuffer filled(int n, byte value) {
        ByteBuffer b = direct(n);
        for (int i = 0; i < n; i++) {
            b.put(i, value);
        }
        return b;
    }

    /** The result of a call, read as OMB-J does after its {@code clear()}; the call left the limit alone. */
    private static ByteBuffer cleared(ByteBuffer b) {
        Check.equal(0, b.limit(), "the buffer's limit after the call");
        return b.clear();
    }

    /** OMB-J's {@code buffer.flip()} before a call: position 0 and, as nothing was put relatively, limit 0. */
    private static ByteBuffer flipped(ByteBuffer b) {
        b.flip();
        return b;
    }
}

package org.fenceline.tracer.programs.rma;

import java.nio.IntBuffer;
import mpi.Group;
import mpi.Info;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * The assertions are accepted and their shortcuts keep the data right: MODE_NOCHECK on post and start (the
 * post is known to precede the start through a message), MODE_NOCHECK on lock (nobody else locks that target),
 * MODE_NOPRECEDE, MODE_NOSTORE, MODE_NOPUT and MODE_NOSUCCEED on fences. Argument: the access method.
 */
public class Assertions {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        int left = (rank + size - 1) % size;
        int right = (rank + 1) % size;
        Info info = new Info();
        info.set("fenceline.rma_access", args[0]);
        IntBuffer memory = MPI.newIntBuffer(4);
        Win win = new Win(memory, 4, 1, info, MPI.COMM_WORLD);
        IntBuffer value = MPI.newIntBuffer(1);
        Group all = MPI.COMM_WORLD.getGroup();

        win.fence(MPI.MODE_NOPRECEDE | MPI.MODE_NOSTORE);
        value.put(0, 10 + rank);
        win.put(value, 1, MPI.INT, right, 0, 1, MPI.INT);
        win.fence(MPI.MODE_NOSUCCEED | MPI.MODE_NOSTORE);
        Checks.equal(10 + left, memory.get(0), "fence epoch with assertions");

        win.post(all.incl(new int[] {left}), MPI.MODE_NOCHECK | MPI.MODE_NOSTORE);
        int[] token = new int[1];
        MPI.COMM_WORLD.sendRecv(token, 1, MPI.INT, left, 7, token, 1, MPI.INT, right, 7);
        win.start(all.incl(new int[] {right}), MPI.MODE_NOCHECK);
        value.put(0, 20 + rank);
        win.put(value, 1, MPI.INT, right, 1, 1, MPI.INT);
        win.complete();
        win.waitFor();
        Checks.equal(20 + left, memory.get(1), "PSCW with MODE_NOCHECK");

        win.lock(MPI.LOCK_EXCLUSIVE, right, MPI.MODE_NOCHECK);
        value.put(0, 30 + rank);
        win.put(value, 1, MPI.INT, right, 2, 1, MPI.INT);
        win.unlock(right);
        win.fence(MPI.MODE_NOPRECEDE | MPI.MODE_NOPUT);
        Checks.equal(30 + left, memory.get(2), "lock with MODE_NOCHECK");
        win.fence(MPI.MODE_NOSUCCEED);
        win.free();
        MPI.Finalize();
    }
}

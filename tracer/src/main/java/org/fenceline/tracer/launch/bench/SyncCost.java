package org.fenceline.tracer.launch.bench;

import java.nio.LongBuffer;
import mpi.Group;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * The thesis's synchronisation cost measurement (digest 000 §6.5, Tab. 5.2): epochs without any
 * communication inside, per pattern, averaged over the ranks: passive 1-on-1 (rank p locks the window of
 * (p+1) mod n), passive n-on-1 (all lock rank 0), PSCW 1-on-1 (p exposes to (p−1) mod n and accesses
 * (p+1) mod n), PSCW n-on-n (everyone exposes to and accesses everyone) and fence. Prints one table row:
 * processes and the five costs in µs. Arguments: {@code [ITERATIONS] [N-ON-1 ITERATIONS]}.
 */
public final class SyncCost {
    private SyncCost() {
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int iterations = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int contended = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        LongBuffer memory = MPI.newLongBuffer(1);
        Win win = new Win(memory, 1, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        Group all = MPI.COMM_WORLD.getGroup();
        Group left = all.incl(new int[] {(rank + size - 1) % size});
        Group right = all.incl(new int[] {(rank + 1) % size});
        double lock1 = average(win, time(win, iterations, () -> {
            win.lock(MPI.LOCK_EXCLUSIVE, (rank + 1) % size, 0);
            win.unlock((rank + 1) % size);
        }));
        double lockN = average(win, time(win, contended, () -> {
            win.lock(MPI.LOCK_EXCLUSIVE, 0, 0);
            win.unlock(0);
        }));
        double pscw1 = average(win, time(win, iterations, () -> {
            win.post(left, 0);
            win.start(right, 0);
            win.complete();
            win.waitFor();
        }));
        double pscwN = average(win, time(win, Math.max(10, iterations / size), () -> {
            win.post(all, 0);
            win.start(all, 0);
            win.complete();
            win.waitFor();
        }));
        double fence = average(win, time(win, iterations, () -> win.fence(0)));
        if (rank == 0) {
            System.out.printf("%-10d%15.1f%15.1f%15.1f%15.1f%15.1f%n", size, lock1, lockN, pscw1, pscwN, fence);
            System.out.flush();
        }
        win.fence(MPI.MODE_NOSUCCEED);
        win.free();
        MPI.Finalize();
    }

    /** One synchronisation epoch, the unit the benchmark times. */
    private interface Epoch {
        void run() throws MPIException;
    }

    /** µs per epoch at this rank, after as many untimed epochs (JIT warm-up), the ranks started by a fence. */
    private static double time(Win win, int iterations, Epoch epoch) throws MPIException {
        win.fence(0);
        for (int i = 0; i < iterations; i++) {
            epoch.run();
        }
        win.fence(0);
        double start = MPI.wtime();
        for (int i = 0; i < iterations; i++) {
            epoch.run();
        }
        return (MPI.wtime() - start) * 1e6 / iterations;
    }

    /** The mean over all ranks, at rank 0 (accumulated into its window). */
    private static double average(Win win, double mine) throws MPIException {
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        LongBuffer nanos = MPI.newLongBuffer(1).put(0, Math.round(mine * 1000));
        LongBuffer total = (LongBuffer) win.getAttr(MPI.WIN_BASE);
        win.fence(0);
        total.put(0, 0);
        win.fence(0);
        win.accumulate(nanos, 1, MPI.LONG, 0, 0, 1, MPI.LONG, MPI.SUM);
        win.fence(0);
        return rank == 0 ? total.get(0) / 1000.0 / size : 0;
    }
}

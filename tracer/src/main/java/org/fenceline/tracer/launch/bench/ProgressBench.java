package org.fenceline.tracer.launch.bench;

import java.nio.ByteBuffer;
import mpi.Info;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * The thesis's {@code progress} benchmark (digest 000 §6.6), uncoupled variant: per cycle rank 0 locks rank 1's
 * window, puts 10 times 32 B and unlocks, while rank 1 runs a DAXPY compute phase outside MPI and only then
 * enters MPI (a fence that ends the cycle). Prints, per compute length (DAXPY iterations), the mean time rank
 * 1 computes and the mean time of rank 0's unlock: with emulated access the unlock waits for the target's
 * next MPI call and grows with the compute phase; direct access and the progress thread keep it flat.
 * Arguments: {@code ACCESS [CYCLES]}.
 */
public final class ProgressBench {
    /**
     * DAXPY iterations per compute phase: from far below to far above the synchronisation cost, as the
     * thesis's 10..3·10^4 were on a Pentium III; today's cores need a thousand times more.
     */
    private static final int[] COMPUTE = {10_000, 100_000, 1_000_000, 3_000_000, 10_000_000, 30_000_000};
    /** The vectors are this long; longer phases sweep them repeatedly. */
    private static final int VECTOR = 100_000;

    private ProgressBench() {
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int cycles = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        int rank = MPI.COMM_WORLD.getRank();
        Info info = new Info();
        info.set("fenceline.rma_access", args[0]);
        ByteBuffer memory = MPI.newByteBuffer(320);
        Win win = new Win(memory, 320, 1, info, MPI.COMM_WORLD);
        ByteBuffer data = MPI.newByteBuffer(32);
        ByteBuffer timing = MPI.newByteBuffer(8);
        double[] x = new double[VECTOR];
        double[] y = new double[x.length];
        win.fence(0);
        // An untimed pass first: the JIT compiles the paths before they are measured.
        measure(win, rank, cycles, data, x, y);
        for (int n : COMPUTE) {
            double[] times = cycle(win, rank, n, cycles, data, x, y);
            // Rank 1 reports its compute time through the window.
            if (rank == 1) {
                timing.putDouble(0, times[1]);
                win.put(timing, 8, MPI.BYTE, 0, 0, 8, MPI.BYTE);
            }
            win.fence(0);
            if (rank == 0) {
                System.out.printf("%-10d%18.1f%18.1f%n", n, memory.getDouble(0) * 1e6 / cycles,
                        times[0] * 1e6 / cycles);
                System.out.flush();
            }
        }
        win.fence(MPI.MODE_NOSUCCEED);
        win.free();
        MPI.Finalize();
    }

    private static void measure(Win win, int rank, int cycles, ByteBuffer data, double[] x, double[] y) throws MPIException {
        for (int n : COMPUTE) {
            cycle(win, rank, n, cycles, data, x, y);
        }
    }

    /** {seconds in rank 0's unlocks, seconds of rank 1's compute phases} over {@code cycles} cycles. */
    private static double[] cycle(Win win, int rank, int n, int cycles, ByteBuffer data, double[] x, double[] y) throws MPIException {
        double unlock = 0;
        double compute = 0;
        for (int c = 0; c < cycles; c++) {
            if (rank == 0) {
                win.lock(MPI.LOCK_EXCLUSIVE, 1, 0);
                for (int p = 0; p < 10; p++) {
                    win.put(data, 32, MPI.BYTE, 1, 32 * p, 32, MPI.BYTE);
                }
                double start = MPI.wtime();
                win.unlock(1);
                unlock += MPI.wtime() - start;
            } else {
                double start = MPI.wtime();
                daxpy(n, 1.0001, x, y);
                compute += MPI.wtime() - start;
            }
            win.fence(0);
        }
        return new double[] {unlock, compute};
    }

    private static void daxpy(int n, double a, double[] x, double[] y) {
        for (int done = 0; done < n; done += x.length) {
            int length = Math.min(x.length, n - done);
            for (int i = 0; i < length; i++) {
                y[i] += a * x[i];
            }
        }
    }
}

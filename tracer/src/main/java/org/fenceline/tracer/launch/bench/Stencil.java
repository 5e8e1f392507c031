package org.fenceline.tracer.launch.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.DoubleBuffer;
import java.nio.file.Path;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * A 1-D decomposed 2-D Jacobi stencil: each rank owns ROWS x COLS points, exchanges its edge rows with both
 * neighbours (MPI_Irecv, MPI_Isend, MPI_Waitall) and computes a sweep each iteration; every 10 iterations a value
 * travels one step around a ring (MPI_Sendrecv_replace), as a residual check would. Point-to-point only, so it
 * runs on the runtime as it is. Arguments: {@code RESULT_FILE ITERATIONS ROWS COLS}; rank 0 writes the wall-clock
 * time of its iterations ("seconds") and the CPU time its thread spent on them ("cpu_seconds": computing,
 * communicating and recording, but not the time other threads of a loaded machine took from it).
 */
public final class Stencil {
    private Stencil() {
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int iterations = Integer.parseInt(args[1]);
        int rows = Integer.parseInt(args[2]);
        int cols = Integer.parseInt(args[3]);
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        int up = rank == 0 ? MPI.PROC_NULL : rank - 1;
        int down = rank == size - 1 ? MPI.PROC_NULL : rank + 1;
        double[][] grid = new double[rows + 2][cols];
        double[][] next = new double[rows + 2][cols];
        DoubleBuffer sendUp = MPI.newDoubleBuffer(cols);
        DoubleBuffer sendDown = MPI.newDoubleBuffer(cols);
        DoubleBuffer recvUp = MPI.newDoubleBuffer(cols);
        DoubleBuffer recvDown = MPI.newDoubleBuffer(cols);
        grid[1][0] = rank + 1;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpuStart = threads.getCurrentThreadCpuTime();
        double start = MPI.wtime();
        for (int it = 0; it < iterations; it++) {
            sendUp.put(0, grid[1]);
            sendDown.put(0, grid[rows]);
            Request[] halo = {
                MPI.COMM_WORLD.iRecv(recvUp, cols, MPI.DOUBLE, up, 1),
                MPI.COMM_WORLD.iRecv(recvDown, cols, MPI.DOUBLE, down, 2),
                MPI.COMM_WORLD.iSend(sendUp, cols, MPI.DOUBLE, up, 2),
                MPI.COMM_WORLD.iSend(sendDown, cols, MPI.DOUBLE, down, 1)};
            Request.waitAll(halo);
            recvUp.get(0, grid[0]);
            recvDown.get(0, grid[rows + 1]);
            sweep(grid, next, rows, cols);
            double[][] t = grid;
            grid = next;
            next = t;
            if (it % 10 == 0) {
                double[] residual = {grid[1][1]};
                MPI.COMM_WORLD.sendRecvReplace(residual, 1, MPI.DOUBLE, (rank + 1) % size, 3,
                        (rank + size - 1) % size, 3);
            }
        }
        double seconds = MPI.wtime() - start;
        double cpuSeconds = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9;
        MPI.Finalize();
        if (rank == 0) {
            CallCost.write(Path.of(args[0]), "seconds " + seconds + "\ncpu_seconds " + cpuSeconds + "\n");
        }
    }

    private static void sweep(double[][] grid, double[][] next, int rows, int cols) {
        for (int r = 1; r <= rows; r++) {
            double[] above = grid[r - 1];
            double[] row = grid[r];
            double[] below = grid[r + 1];
            double[] out = next[r];
            for (int c = 1; c < cols - 1; c++) {
                out[c] = 0.25 * (above[c] + below[c] + row[c - 1] + row[c + 1]);
            }
        }
    }
}

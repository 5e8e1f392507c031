package org.fenceline.tracer.launch.bench;

import java.nio.ByteBuffer;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;

/**
 * OSU-style collective latency benchmarks (osu_barrier, osu_bcast, osu_reduce, osu_allreduce, osu_allgather,
 * osu_alltoall) as an MPI program: for each message size (8 B, then ×8, and the maximum), a barrier, then
 * the average time of {@code -i} calls after {@code -x} warm-up calls, averaged over the ranks. Sizes are per
 * process for allgather and all-to-all, whose buffers are skipped beyond 16 MiB per rank. Arguments:
 * {@code COLLECTIVE... [-m MAX] [-i ITERATIONS] [-x WARMUP]}; rank 0 prints one table per collective.
 */
public final class OsuCollectives {
    private static final long BUFFER_LIMIT = 16L << 20;

    private final Comm world = MPI.COMM_WORLD;
    private final int size;
    private final int maxSize;
    private final int iterations;
    private final int warmup;

    private OsuCollectives(int maxSize, int iterations, int warmup) throws MPIException {
        this.size = world.getSize();
        this.maxSize = maxSize;
        this.iterations = iterations;
        this.warmup = warmup;
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int max = 4 << 20;
        int iterations = -1;
        int warmup = 2;
        int first = 0;
        while (first < args.length && !args[first].startsWith("-")) {
            first++;
        }
        for (int i = first; i + 1 < args.length; i += 2) {
            int value = Integer.parseInt(args[i + 1]);
            switch (args[i]) {
                case "-m" -> max = value;
                case "-i" -> iterations = value;
                case "-x" -> warmup = value;
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        OsuCollectives bench = new OsuCollectives(max, iterations, warmup);
        for (int c = 0; c < first; c++) {
            bench.run(args[c]);
        }
        MPI.Finalize();
    }

    private void run(String collective) throws MPIException {
        if (world.getRank() == 0) {
            System.out.printf("# OSU MPI_%s latency, %d processes%n# Size %20s%n",
                    Character.toUpperCase(collective.charAt(0)) + collective.substring(1), size, "Avg Latency(us)");
        }
        if (collective.equals("barrier")) {
            row(0, time(collective, null, null, 0, 200));
            return;
        }
        boolean perProcess = collective.equals("allgather") || collective.equals("alltoall");
        for (int bytes = 8; bytes <= maxSize; bytes = bytes == maxSize ? maxSize + 1 : Math.min(bytes * 8, maxSize)) {
            long buffer = perProcess ? (long) bytes * size : bytes;
            if (buffer > BUFFER_LIMIT) {
                break;
            }
            ByteBuffer send = ByteBuffer.allocate((int) buffer);
            ByteBuffer recv = ByteBuffer.allocate((int) buffer);
            int iters = iterations > 0 ? iterations : bytes >= 1 << 20 ? 5 : bytes >= 32768 ? 20 : 200;
            row(bytes, time(collective, send, recv, bytes, iters));
        }
    }

    private double time(String collective, ByteBuffer send, ByteBuffer recv, int bytes, int iters) throws MPIException {
        double elapsed = 0;
        world.barrier();
        for (int i = 0; i < warmup + iters; i++) {
            double start = MPI.wtime();
            call(collective, send, recv, bytes);
            if (i >= warmup) {
                elapsed += MPI.wtime() - start;
            }
        }
        double[] mine = {elapsed * 1e6 / iters};
        double[] sum = new double[1];
        world.reduce(mine, sum, 1, MPI.DOUBLE, MPI.SUM, 0);
        return sum[0] / size;
    }

    private void call(String collective, ByteBuffer send, ByteBuffer recv, int bytes) throws MPIException {
        switch (collective) {
            case "barrier" -> world.barrier();
            case "bcast" -> world.bcast(send, bytes, MPI.BYTE, 0);
            case "reduce" -> world.reduce(send, recv, bytes / 4, MPI.INT, MPI.SUM, 0);
            case "allreduce" -> world.allReduce(send, recv, bytes / 4, MPI.INT, MPI.SUM);
            case "allgather" -> world.allGather(send, bytes, MPI.BYTE, recv, bytes, MPI.BYTE);
            case "alltoall" -> world.allToAll(send, bytes, MPI.BYTE, recv, bytes, MPI.BYTE);
            default -> throw new IllegalArgumentException("unknown collective " + collective);
        }
    }

    private void row(int bytes, double micros) throws MPIException {
        if (world.getRank() == 0) {
            System.out.printf("%-10d%20.2f%n", bytes, micros);
            System.out.flush();
        }
    }
}

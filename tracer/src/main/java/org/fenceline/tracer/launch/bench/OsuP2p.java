package org.fenceline.tracer.launch.bench;

import java.nio.ByteBuffer;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * OSU-style point-to-point benchmarks as an MPI program for two ranks, printing OSU's tables (osu_latency,
 * osu_bw): half round-trip latency of a ping-pong, and bandwidth of a window of 64 non-blocking sends followed by
 * a short acknowledgement, both from 1 B to the maximum size in powers of two, with direct buffers reused as
 * OSU does. Arguments: {@code latency|bandwidth|both [-m MAX] [-i ITERATIONS] [-x WARMUP] [-W WINDOW]}; without
 * -i/-x the iteration counts are OSU's (latency 10000+100 up to 8 KiB, 1000+10 above; bandwidth 100+10 up to
 * 8 KiB, 20+2 above).
 */
public final class OsuP2p {
    private static final int LARGE = 8192;
    private static final int ACK_TAG = 101;

    private final Comm world = MPI.COMM_WORLD;
    private final int rank;
    private final int maxSize;
    private final int iterations;
    private final int warmup;
    private final int window;

    private OsuP2p(int maxSize, int iterations, int warmup, int window) throws MPIException {
        this.rank = world.getRank();
        this.maxSize = maxSize;
        this.iterations = iterations;
        this.warmup = warmup;
        this.window = window;
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        String which = args.length > 0 ? args[0] : "both";
        int max = 4 * 1024 * 1024;
        int iterations = -1;
        int warmup = -1;
        int window = 64;
        for (int i = 1; i + 1 < args.length; i += 2) {
            int value = Integer.parseInt(args[i + 1]);
            switch (args[i]) {
                case "-m" -> max = value;
                case "-i" -> iterations = value;
                case "-x" -> warmup = value;
                case "-W" -> window = value;
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        if (MPI.COMM_WORLD.getSize() != 2) {
            throw new IllegalArgumentException("the point-to-point benchmarks need exactly 2 ranks");
        }
        OsuP2p bench = new OsuP2p(max, iterations, warmup, window);
        if (which.equals("latency") || which.equals("both")) {
            bench.latency();
        }
        if (which.equals("bandwidth") || which.equals("both")) {
            bench.bandwidth();
        }
        MPI.Finalize();
    }

    private void latency() throws MPIException {
        header("# OSU MPI Latency Test v7.4", "Latency (us)");
        ByteBuffer send = MPI.newByteBuffer(maxSize);
        ByteBuffer recv = MPI.newByteBuffer(maxSize);
        for (int size = 1; size <= maxSize; size *= 2) {
            int iters = iterations >= 0 ? iterations : size > LARGE ? 1000 : 10000;
            int skip = warmup >= 0 ? warmup : size > LARGE ? 10 : 100;
            double start = 0;
            for (int i = 0; i < iters + skip; i++) {
                if (i == skip) {
                    start = MPI.wtime();
                }
                if (rank == 0) {
                    world.send(send, size, MPI.BYTE, 1, 1);
                    world.recv(recv, size, MPI.BYTE, 1, 1);
                } else {
                    world.recv(recv, size, MPI.BYTE, 0, 1);
                    world.send(send, size, MPI.BYTE, 0, 1);
                }
            }
            double elapsed = MPI.wtime() - start;
            row(size, elapsed * 1e6 / (2.0 * iters));
        }
    }

    private void bandwidth() throws MPIException {
        header("# OSU MPI Bandwidth Test v7.4", "Bandwidth (MB/s)");
        ByteBuffer data = MPI.newByteBuffer(maxSize);
        ByteBuffer ack = MPI.newByteBuffer(4);
        Request[] requests = new Request[window];
        for (int size = 1; size <= maxSize; size *= 2) {
            int iters = iterations >= 0 ? iterations : size > LARGE ? 20 : 100;
            int skip = warmup >= 0 ? warmup : size > LARGE ? 2 : 10;
            double start = 0;
            for (int i = 0; i < iters + skip; i++) {
                if (i == skip) {
                    start = MPI.wtime();
                }
                for (int w = 0; w < window; w++) {
                    requests[w] = rank == 0 ? world.iSend(data, size, MPI.BYTE, 1, 100)
                            : world.iRecv(data, size, MPI.BYTE, 0, 100);
                }
                Request.waitAll(requests);
                if (rank == 0) {
                    world.recv(ack, 1, MPI.INT, 1, ACK_TAG);
                } else {
                    world.send(ack, 1, MPI.INT, 0, ACK_TAG);
                }
            }
            double elapsed = MPI.wtime() - start;
            row(size, size / 1e6 * iters * window / elapsed);
        }
    }

    private void header(String title, String unit) {
        if (rank == 0) {
            System.out.println(title);
            System.out.printf("# Size %20s%n", unit);
        }
    }

    private void row(int size, double value) {
        if (rank == 0) {
            System.out.printf("%-10d%20.2f%n", size, value);
            System.out.flush();
        }
    }
}

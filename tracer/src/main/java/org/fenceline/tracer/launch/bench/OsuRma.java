package org.fenceline.tracer.launch.bench;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import mpi.Group;
import mpi.Info;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * OSU-style one-sided benchmarks for two ranks (OMB 7.4's osu_put_latency, osu_get_latency, osu_put_bw,
 * osu_get_bw, osu_acc_latency, osu_cas_latency, osu_fop_latency) with OSU's loops, divisors and table format,
 * on a window made with {@code new Win(buffer, ...)} (OSU's {@code -w create}). Arguments:
 * {@code put_latency|get_latency|put_bw|get_bw|acc_latency|cas_latency|fop_latency [-s lock|flush|fence|pscw]
 * [-a direct|emulated] [-m MAX] [-i ITERATIONS] [-x WARMUP] [-W WINDOW]}. Accumulates use MPI_INT (MPI_SUM is
 * not defined on bytes), so their sizes start at 4 B; the atomics move one MPI_INT.
 */
public final class OsuRma {
    private static final int LARGE = 8192;

    private final String test;
    private final String sync;
    private final int maxSize;
    private final int iterations;
    private final int warmup;
    private final int window;
    private final int rank;
    private final Win win;
    private final ByteBuffer local;
    private final Group peer;
    private final IntBuffer operand = MPI.newIntBuffer(1);
    private final IntBuffer compare = MPI.newIntBuffer(1);
    private final IntBuffer result = MPI.newIntBuffer(1);

    private OsuRma(String test, String sync, String access, int maxSize, int iterations, int warmup, int window) throws MPIException {
        this.test = test;
        this.sync = sync;
        this.maxSize = maxSize;
        this.iterations = iterations;
        this.warmup = warmup;
        this.window = window;
        this.rank = MPI.COMM_WORLD.getRank();
        Info info = new Info();
        info.set("fenceline.rma_access", access);
        ByteBuffer exposed = MPI.newByteBuffer(Math.max(8, maxSize * (test.endsWith("_bw") ? window : 1)));
        this.win = new Win(exposed, exposed.capacity(), 1, info, MPI.COMM_WORLD);
        this.local = MPI.newByteBuffer(exposed.capacity());
        this.peer = MPI.COMM_WORLD.getGroup().incl(new int[] {1 - rank});
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        if (MPI.COMM_WORLD.getSize() != 2) {
            throw new IllegalArgumentException("the one-sided benchmarks need exactly 2 ranks");
        }
        String test = args.length > 0 ? args[0] : "put_latency";
        String sync = "flush";
        String access = "direct";
        int max = test.endsWith("_bw") ? 1 << 20 : 1 << 16;
        int iterations = -1;
        int warmup = -1;
        int window = 64;
        for (int i = 1; i + 1 < args.length; i += 2) {
            String value = args[i + 1];
            switch (args[i]) {
                case "-s" -> sync = value;
                case "-a" -> access = value;
                case "-m" -> max = Integer.parseInt(value);
                case "-i" -> iterations = Integer.parseInt(value);
                case "-x" -> warmup = Integer.parseInt(value);
                case "-W" -> window = Integer.parseInt(value);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        new OsuRma(test, sync, access, max, iterations, warmup, window).run();
        MPI.Finalize();
    }

    private void run() throws MPIException {
        boolean atomic = test.equals("cas_latency") || test.equals("fop_latency");
        boolean bandwidth = test.endsWith("_bw");
        String title = switch (test) {
            case "put_latency" -> "MPI_Put Latency";
            case "get_latency" -> "MPI_Get Latency";
            case "put_bw" -> "MPI_Put Bandwidth";
            case "get_bw" -> "MPI_Get Bandwidth";
            case "acc_latency" -> "MPI_Accumulate latency";
            case "cas_latency" -> "MPI_Compare_and_swap latency";
            case "fop_latency" -> "MPI_Fetch_and_op latency";
            default -> throw new IllegalArgumentException("unknown test " + test);
        };
        if (rank == 0) {
            System.out.println("# OSU " + title + " Test v7.4 (Fenceline, " + win.getInfo().get(
                    "fenceline.rma_access") + " access)");
            System.out.println("# Window creation: MPI_Win_create");
            System.out.println("# Synchronization: " + switch (sync) {
                case "lock" -> "MPI_Win_lock/unlock";
                case "flush" -> "MPI_Win_flush";
                case "fence" -> "MPI_Win_fence";
                case "pscw" -> "post/start/complete/wait";
                default -> throw new IllegalArgumentException("unknown synchronisation " + sync);
            });
            System.out.println("# Datatype: " + (test.startsWith("acc") || atomic ? "MPI_INT." : "MPI_CHAR."));
            System.out.printf("# Size %20s%n", bandwidth ? "Bandwidth (MB/s)" : "Latency (us)");
        }
        int first = test.startsWith("acc") || atomic ? 4 : 1;
        int last = atomic ? 4 : maxSize;
        for (int size = first; size <= last; size *= 2) {
            int iters = iterations >= 0 ? iterations : bandwidth ? (size > LARGE ? 20 : 100)
                    : size > LARGE ? 1000 : 10000;
            int skip = warmup >= 0 ? warmup : bandwidth ? (size > LARGE ? 2 : 10) : size > LARGE ? 10 : 100;
            win.fence(0);
            double seconds = bandwidth ? bandwidth(size, iters, skip) : latency(size, iters, skip);
            win.fence(MPI.MODE_NOSUCCEED);
            if (rank == 0) {
                double value = bandwidth ? size / 1e6 * iters * window / seconds
                        : seconds * 1e6 / iters / (sync.equals("fence") || sync.equals("pscw") ? 2 : 1);
                System.out.printf("%-10d%20.2f%n", size, value);
                System.out.flush();
            }
        }
        win.free();
    }

    /** Seconds for {@code iters} timed iterations (after {@code skip} untimed ones), measured at rank 0. */
    private double latency(int size, int iters, int skip) throws MPIException {
        double start = 0;
        boolean passive = sync.equals("lock") || sync.equals("flush");
        if (sync.equals("flush") && rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
        }
        for (int i = 0; i < iters + skip; i++) {
            if (i == skip) {
                start = MPI.wtime();
            }
            if (passive) {
                if (rank == 0) {
                    if (sync.equals("lock")) {
                        win.lock(MPI.LOCK_SHARED, 1, 0);
                        operation(size, 1, 0);
                        win.unlock(1);
                    } else {
                        operation(size, 1, 0);
                        win.flush(1);
                    }
                }
            } else if (sync.equals("fence")) {
                win.fence(0);
                if (rank == 0) {
                    operation(size, 1, 0);
                }
                win.fence(0);
                if (rank == 1) {
                    operation(size, 0, 0);
                }
                win.fence(0);
            } else if (rank == 0) {
                win.start(peer, 0);
                operation(size, 1, 0);
                win.complete();
                win.post(peer, 0);
                win.waitFor();
            } else {
                win.post(peer, 0);
                win.waitFor();
                win.start(peer, 0);
                operation(size, 0, 0);
                win.complete();
            }
        }
        double elapsed = MPI.wtime() - start;
        if (sync.equals("flush") && rank == 0) {
            win.unlock(1);
        }
        // The target idles inside MPI (as in OSU's barrier), so emulated operations make progress.
        win.fence(0);
        return elapsed;
    }

    private double bandwidth(int size, int iters, int skip) throws MPIException {
        double start = 0;
        if (sync.equals("flush") && rank == 0) {
            win.lock(MPI.LOCK_SHARED, 1, 0);
        }
        for (int i = 0; i < iters + skip; i++) {
            if (i == skip) {
                start = MPI.wtime();
            }
            switch (sync) {
                case "lock" -> {
                    if (rank == 0) {
                        win.lock(MPI.LOCK_SHARED, 1, 0);
                        burst(size);
                        win.unlock(1);
                    }
                }
                case "flush" -> {
                    if (rank == 0) {
                        burst(size);
                        win.flush(1);
                    }
                }
                case "fence" -> {
                    win.fence(0);
                    if (rank == 0) {
                        burst(size);
                    }
                    win.fence(0);
                }
                default -> {
                    if (rank == 0) {
                        win.start(peer, 0);
                        burst(size);
                        win.complete();
                    } else {
                        win.post(peer, 0);
                        win.waitFor();
                    }
                }
            }
        }
        double elapsed = MPI.wtime() - start;
        if (sync.equals("flush") && rank == 0) {
            win.unlock(1);
        }
        win.fence(0);
        return elapsed;
    }

    private void burst(int size) throws MPIException {
        for (int w = 0; w < window; w++) {
            operation(size, 1, w * size);
        }
    }

    private void operation(int size, int target, int disp) throws MPIException {
        ByteBuffer origin = MPI.slice(local, disp);
        switch (test) {
            case "put_latency", "put_bw" -> win.put(origin, size, MPI.BYTE, target, disp, size, MPI.BYTE);
            case "get_latency", "get_bw" -> win.get(origin, size, MPI.BYTE, target, disp, size, MPI.BYTE);
            case "acc_latency" -> win.accumulate(origin.asIntBuffer(), size / 4, MPI.INT, target, disp, size / 4,
                    MPI.INT, MPI.SUM);
            case "cas_latency" -> win.compareAndSwap(operand, compare, result, MPI.INT, target, 0);
            default -> win.fetchAndOp(operand, result, MPI.INT, target, 0, MPI.SUM);
        }
    }
}

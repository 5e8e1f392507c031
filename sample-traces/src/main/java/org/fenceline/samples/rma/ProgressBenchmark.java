package org.fenceline.samples.rma;

import java.nio.DoubleBuffer;
import mpi.Info;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;
import org.fenceline.samples.Delay;
import org.fenceline.samples.StartLine;
import org.fenceline.tracer.measure.Region;

/**
 * The thesis's {@code progress} benchmark (Worringen, §5.2.4), uncoupled variant: two processes compute in
 * cycles. In each cycle rank 0 prepares its data (a fifth of its compute phase), writes it with 10 puts of 4
 * doubles into rank 1's window inside a lock/unlock epoch, and computes the rest of its phase; rank 1 only
 * computes. A zero-byte exchange ends the cycle. The compute phases alternate 25 % above and below their mean.
 * One warm-up cycle of the mean length runs before the measured region {@code cycles}.
 *
 * <p>With direct access, rank 0's epoch ends at once: no wait states. With emulated access, the target's MPI
 * library must apply the puts, which it does only when rank 1 enters MPI at the end of its compute phase: rank 0
 * waits in the epoch until then (Wait for Progress: four fifths of every phase), computes the rest of its own
 * phase, and rank 1 waits as long for it in the exchange (Late Sender) — the run takes almost twice as long.
 *
 * <pre>fenceline run -np 2 --trace DIR org.fenceline.samples.rma.ProgressBenchmark direct|emulated [MEAN_MS] [CYCLES]</pre>
 */
public class ProgressBenchmark {
    private static final int ORIGIN = 0;
    private static final int TARGET = 1;
    private static final int PUTS_PER_CYCLE = 10;
    private static final int DOUBLES_PER_PUT = 4;
    private static final int CYCLE_END = 1;
    /** The part of its compute phase rank 0 spends before its epoch. */
    public static final double PREPARATION = 0.2;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        String access = args.length > 0 ? args[0] : "direct";
        Delay mean = Delay.fromArgs(args, 1, 10);
        int cycles = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        DoubleBuffer window = MPI.newDoubleBuffer(PUTS_PER_CYCLE * DOUBLES_PER_PUT);
        DoubleBuffer data = MPI.newDoubleBuffer(DOUBLES_PER_PUT);
        Info info = new Info();
        info.set("fenceline.rma_access", access);
        Win win = new Win(window, window.capacity(), 1, info, world);
        byte[] token = new byte[0];
        // One cycle outside the measured region, as benchmarks warm up: the first epoch and exchange load and
        // compile the runtime's one-sided path, which would otherwise add milliseconds to the first cycle.
        cycle(win, world, data, token, mean);
        StartLine.align(world);
        double start = MPI.wtime();
        try (Region benchmark = Region.enter("cycles")) {
            for (int cycle = 0; cycle < cycles; cycle++) {
                cycle(win, world, data, token, mean.times(cycle % 2 == 0 ? 1.25 : 0.75));
            }
        }
        if (rank == ORIGIN) {
            System.out.printf("%s access: %d cycles in %.1f ms%n", access, cycles, (MPI.wtime() - start) * 1e3);
        }
        win.free();
        MPI.Finalize();
    }

    private static void cycle(Win win, Intracomm world, DoubleBuffer data, byte[] token, Delay phase)
            throws MPIException {
        int rank = world.getRank();
        if (rank == ORIGIN) {
            phase.times(PREPARATION).compute();
            win.lock(MPI.LOCK_EXCLUSIVE, TARGET, 0);
            for (int put = 0; put < PUTS_PER_CYCLE; put++) {
                win.put(data, DOUBLES_PER_PUT, MPI.DOUBLE, TARGET, put * DOUBLES_PER_PUT, DOUBLES_PER_PUT,
                        MPI.DOUBLE);
            }
            win.unlock(TARGET);
            phase.times(1 - PREPARATION).compute();
        } else if (rank == TARGET) {
            phase.compute();
        }
        if (rank == ORIGIN || rank == TARGET) {
            int peer = 1 - rank;
            world.sendRecv(token, 0, MPI.BYTE, peer, CYCLE_END, token, 0, MPI.BYTE, peer, CYCLE_END);
        }
    }
}

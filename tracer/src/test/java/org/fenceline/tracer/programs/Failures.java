package org.fenceline.tracer.programs;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import mpi.MPI;
import mpi.MPIException;

/** Ways a run can go wrong, selected by args[0]; rank 1 misbehaves while the others wait in MPI. */
public class Failures {
    public static void main(String[] args) throws MPIException, InterruptedException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        String mode = args[0];
        switch (mode) {
            case "throw" -> {
                if (rank == 1) {
                    throw new IllegalStateException("rank one gives up");
                }
                MPI.COMM_WORLD.recv(new int[1], 1, MPI.INT, 1, 0);
            }
            case "abort" -> {
                if (rank == 1) {
                    MPI.COMM_WORLD.abort(3);
                }
                MPI.COMM_WORLD.recv(new int[1], 1, MPI.INT, 1, 0);
            }
            case "deadlock" -> MPI.COMM_WORLD.recv(new int[1], 1, MPI.INT, (rank + 1) % MPI.COMM_WORLD.getSize(),
                    42);
            case "fatal" -> {
                if (rank == 1) {
                    MPI.COMM_WORLD.send(new int[1], 2, MPI.INT, 0, 0);
                }
                MPI.COMM_WORLD.recv(new int[1], 1, MPI.INT, 1, 0);
            }
            case "abort-while-outside-mpi" -> {
                // Rank 1 aborts while the others wait outside MPI until they are interrupted.
                if (rank == 1) {
                    MPI.COMM_WORLD.abort(3);
                }
                try {
                    new CountDownLatch(1).await();
                } catch (InterruptedException stoppedByTheAbort) {
                    throw new IllegalStateException("interrupted", stoppedByTheAbort);
                }
            }
            case "abort-while-sleeping" -> {
                // Rank 0 computes, then aborts; the others poll outside MPI with sleeps (Open MPI's
                // environment/Abort does this): each sleep lets the ranks due earlier run, so the abort happens.
                if (rank == 0) {
                    long until = System.nanoTime() + 2_000_000L;
                    while (System.nanoTime() < until) {
                        Thread.onSpinWait();
                    }
                    MPI.COMM_WORLD.abort(3);
                }
                while (rank != 0) {
                    Thread.sleep(1);
                }
            }
            case "no-finalize" -> {
                return;
            }
            case "pending" -> MPI.COMM_WORLD.iRecv(MPI.newIntBuffer(1), 1, MPI.INT, MPI.ANY_SOURCE, 5);
            case "wait-outside-mpi" -> {
                // Rank 1 waits on the host outside MPI (blocked in a JDK wait with a host timeout, as a rank waiting
                // for a shared flag would) for several deadlock timeouts while rank 0, whose sleep has ended, waits
                // for the host to enter its next MPI call. Rank 0's sleep (a scheduling point) hands rank 1 the turn
                // with no computation of rank 0's that the JIT could hold up in the foreground and the watcher take
                // for a stall.
                if (rank == 0) {
                    Thread.sleep(1);
                    MPI.COMM_WORLD.getRank();
                } else {
                    boolean set = new CountDownLatch(1).await(Long.parseLong(args[1]), TimeUnit.NANOSECONDS);
                    Check.isTrue(!set, "nothing counts the latch down");
                }
                MPI.COMM_WORLD.barrier();
            }
            case "compute" -> {
                // Rank 0 computes outside MPI for several deadlock timeouts while rank 1 waits for it.
                long workNanos = Long.parseLong(args[1]);
                if (rank == 0) {
                    long until = System.nanoTime() + workNanos;
                    double x = 0;
                    while (System.nanoTime() < until) {
                        x += Math.sqrt(x + 1);
                    }
                    MPI.COMM_WORLD.send(new double[] {x}, 1, MPI.DOUBLE, 1, 0);
                } else if (rank == 1) {
                    MPI.COMM_WORLD.recv(new double[1], 1, MPI.DOUBLE, 0, 0);
                }
            }
            default -> throw new IllegalArgumentException(mode);
        }
        MPI.Finalize();
    }
}

package org.fenceline.tracer.launch;

import java.io.PrintStream;
import java.time.Duration;
import java.util.BitSet;
import org.fenceline.tracer.kernel.SimulationKernel;

/**
 * In virtual time one rank runs at a time, and the kernel switches ranks only inside MPI. A rank that waits for
 * another rank outside MPI (polling a shared flag, a latch, a lock) therefore stalls the whole run, silently.
 * This watcher says so, once per rank, when the same rank has held the host for the deadlock timeout while others
 * are due to run; it does not stop the run, since the rank may simply be computing that long. Once per rank, not
 * once per run: a rank that merely started slowly on a loaded host must not hide another rank's real stall.
 */
final class StallWatch {
    private final SimulationKernel kernel;
    private final long timeoutNanos;
    private final PrintStream err;
    private volatile boolean stopped;

    private StallWatch(SimulationKernel kernel, Duration timeout, PrintStream err) {
        this.kernel = kernel;
        this.timeoutNanos = timeout.toNanos();
        this.err = err;
    }

    /** Starts watching {@code kernel} on a daemon thread. */
    static StallWatch start(SimulationKernel kernel, Duration timeout, PrintStream err) {
        StallWatch watch = new StallWatch(kernel, timeout, err);
        Thread thread = new Thread(watch::run, "fenceline-stall-watch");
        thread.setDaemon(true);
        thread.start();
        return watch;
    }

    void stop() {
        stopped = true;
    }

    private void run() {
        BitSet reported = new BitSet();
        long seen = -1;
        long since = System.nanoTime();
        while (!stopped && !kernel.stopped()) {
            long handovers = kernel.handovers();
            long now = System.nanoTime();
            if (handovers != seen) {
                seen = handovers;
                since = now;
            } else if (now - since >= timeoutNanos) {
                int rank = kernel.runningWhileOthersWait();
                if (rank >= 0 && !reported.get(rank)) {
                    reported.set(rank);
                    err.printf("fenceline: rank %d has computed outside MPI for %.1f s of host time while other "
                            + "ranks wait for the host; if it waits there for another rank (a shared flag, a latch, "
                            + "a lock), virtual time cannot advance: such a program needs --clock wall%n", rank,
                            (now - since) / 1e9);
                    err.flush();
                }
            }
            try {
                Thread.sleep(Math.max(1, timeoutNanos / 4_000_000L));
            } catch (InterruptedException e) {
                return;
            }
        }
    }
}

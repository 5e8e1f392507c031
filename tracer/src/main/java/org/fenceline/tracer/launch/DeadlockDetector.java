package org.fenceline.tracer.launch;

import java.io.PrintStream;
import java.time.Duration;
import org.fenceline.tracer.device.JobAbortedException;
import org.fenceline.tracer.device.MessageDevice;
import org.fenceline.tracer.device.WaitObserver;

/**
 * Declares a deadlock when every rank still running has been blocked inside MPI, with nothing in flight on the
 * network and no rank entering or leaving a wait, for the whole timeout. A rank computing outside MPI is not
 * blocked, so it can never be mistaken for a deadlock however long it computes. The report names each rank's
 * pending operation; then the job is aborted.
 */
final class DeadlockDetector implements WaitObserver {
    /** Exit status of a run ended by the detector. */
    static final int EXIT_STATUS = 1;

    private final String[] blockedIn;
    private final int[] waits;
    private final boolean[] finished;
    private final long timeoutNanos;
    private final PrintStream err;
    private MessageDevice device;
    private long changes;
    private boolean stopped;
    private boolean deadlocked;

    DeadlockDetector(int ranks, Duration timeout, PrintStream err) {
        this.blockedIn = new String[ranks];
        this.waits = new int[ranks];
        this.finished = new boolean[ranks];
        this.timeoutNanos = timeout.toNanos();
        this.err = err;
    }

    /** Starts watching {@code device} on a daemon thread. */
    void watch(MessageDevice watched) {
        synchronized (this) {
            this.device = watched;
        }
        Thread watcher = new Thread(this::run, "fenceline-deadlock-detector");
        watcher.setDaemon(true);
        watcher.start();
    }

    @Override
    public synchronized void blocked(int rank, String operation) {
        waits[rank]++;
        blockedIn[rank] = operation;
        changes++;
        notifyAll();
    }

    @Override
    public synchronized void unblocked(int rank) {
        waits[rank]--;
        changes++;
    }

    synchronized void rankFinished(int rank) {
        finished[rank] = true;
        changes++;
        notifyAll();
    }

    synchronized void stop() {
        stopped = true;
        notifyAll();
    }

    synchronized boolean deadlocked() {
        return deadlocked;
    }

    private void run() {
        long interval = Math.max(1_000_000L, Math.min(timeoutNanos / 4, 500_000_000L));
        synchronized (this) {
            long quietSince = 0;
            long quietChanges = -1;
            while (!stopped) {
                if (allLiveRanksBlocked() && !device.inFlight()) {
                    long now = System.nanoTime();
                    if (quietChanges != changes) {
                        quietSince = now;
                        quietChanges = changes;
                    } else if (now - quietSince >= timeoutNanos) {
                        declare(now - quietSince);
                        return;
                    }
                } else {
                    quietChanges = -1;
                }
                try {
                    wait(interval / 1_000_000L);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }

    private boolean allLiveRanksBlocked() {
        boolean anyLive = false;
        for (int r = 0; r < waits.length; r++) {
            if (!finished[r]) {
                anyLive = true;
                if (waits[r] <= 0) {
                    return false;
                }
            }
        }
        return anyLive;
    }

    /**
     * In virtual time: the kernel found every live rank blocked with nothing that could wake it, so the job is
     * deadlocked now; reports it and aborts {@code watched}.
     */
    void declareAll(MessageDevice watched) {
        synchronized (this) {
            device = watched;
            declare("fenceline: deadlock: every running rank is blocked in MPI and nothing in flight can wake it");
        }
    }

    private void declare(long quietNanos) {
        declare(String.format("fenceline: deadlock: every running rank has been blocked in MPI for %.1f s with no "
                + "message in flight", quietNanos / 1e9));
    }

    private void declare(String headline) {
        deadlocked = true;
        StringBuilder report = new StringBuilder(headline).append(System.lineSeparator());
        for (int r = 0; r < waits.length; r++) {
            report.append(String.format("  rank %d: %s%n", r, finished[r] ? "returned from main"
                    : "blocked in " + blockedIn[r]));
        }
        err.print(report);
        err.flush();
        device.abort(new JobAbortedException("deadlock detected", EXIT_STATUS));
    }
}

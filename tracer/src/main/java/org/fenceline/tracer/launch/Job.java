package org.fenceline.tracer.launch;

import java.io.InterruptedIOException;
import java.nio.channels.ClosedByInterruptException;
import java.util.Arrays;
import java.util.List;

/** The rank threads of one run and how each ended; knows when the run is over. */
final class Job {
    private final Thread[] threads;
    private final RankOutcome[] outcomes;
    private final DeadlockDetector detector;
    private int running;
    private long abortedAt;
    /** The first abnormal outcome: the one that aborted the job. */
    private RankOutcome stoppedBy;

    Job(int np, DeadlockDetector detector) {
        this.threads = new Thread[np];
        this.outcomes = new RankOutcome[np];
        this.detector = detector;
    }

    synchronized void start(int rank, Thread thread) {
        threads[rank] = thread;
        running++;
        thread.start();
    }

    /** Called by the rank's own thread as its last act. */
    void finish(int rank, RankOutcome outcome) {
        detector.rankFinished(rank);
        synchronized (this) {
            if (abortedAt != 0 && stoppedBy instanceof RankOutcome.Aborted
                    && outcome instanceof RankOutcome.Failed failed && interrupted(failed.cause())) {
                // Interrupted outside MPI by the abort (in a sleep, say): the abort stopped this rank, as
                // mpirun's kill would; its exception is no failure of its own.
                outcome = stoppedBy;
            }
            outcomes[rank] = outcome;
            running--;
            if (!(outcome instanceof RankOutcome.Returned) && abortedAt == 0) {
                abortedAt = System.nanoTime();
                stoppedBy = outcome;
                interruptOthers(rank);
            }
            notifyAll();
        }
    }

    /**
     * Waits until every rank ended, or, once a rank ended abnormally (which aborts the job), at most the grace
     * period for the rest;
     * ranks still running then are marked unresponsive.
     */
    synchronized void awaitEnd() {
        while (running > 0) {
            try {
                if (abortedAt == 0) {
                    wait();
                } else {
                    long left = abortedAt + Launcher.ABORT_GRACE_NANOS - System.nanoTime();
                    if (left <= 0) {
                        break;
                    }
                    wait(Math.max(1, left / 1_000_000L));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        for (int r = 0; r < outcomes.length; r++) {
            if (outcomes[r] == null) {
                outcomes[r] = new RankOutcome.Unresponsive();
            }
        }
    }

    /** Whether the exception comes from the interrupt {@link #interruptOthers} sends. */
    private static boolean interrupted(Throwable cause) {
        for (Throwable t = cause; t != null; t = t.getCause()) {
            if (t instanceof InterruptedException || t instanceof InterruptedIOException
                    || t instanceof ClosedByInterruptException) {
                return true;
            }
        }
        return false;
    }

    private void interruptOthers(int rank) {
        for (int r = 0; r < threads.length; r++) {
            if (r != rank && outcomes[r] == null) {
                threads[r].interrupt();
            }
        }
    }

    synchronized List<RankOutcome> outcomes() {
        return Arrays.asList(outcomes.clone());
    }
}

package org.fenceline.tracer.launch;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

/** Turns the ranks' outcomes into the messages on stderr and the run's exit status. */
final class JobReport {
    private final List<RankOutcome> outcomes;
    private final boolean deadlocked;

    private JobReport(List<RankOutcome> outcomes, boolean deadlocked) {
        this.outcomes = outcomes;
        this.deadlocked = deadlocked;
    }

    static JobReport of(List<RankOutcome> outcomes, boolean deadlocked) {
        return new JobReport(outcomes, deadlocked);
    }

    /**
     * Prints what went wrong and returns the exit status: 0 if every rank returned after MPI_Finalize; the first
     * non-zero System.exit status of a rank; the abort's code after MPI_Abort or MPI_ERRORS_ARE_FATAL (the MPI error
     * code); 1 after an uncaught exception, a deadlock, or a missing MPI_Finalize.
     */
    int print(PrintStream err) {
        int status = 0;
        String abortReason = null;
        int abortCode = 0;
        List<Integer> unresponsive = new ArrayList<>();
        for (int r = 0; r < outcomes.size(); r++) {
            RankOutcome outcome = outcomes.get(r);
            if (outcome instanceof RankOutcome.Failed failed) {
                err.println("fenceline: rank " + r + " failed with an uncaught exception:");
                err.print(stackTrace(failed.cause()));
                status = Launcher.EXIT_FAILURE;
            } else if (outcome instanceof RankOutcome.Aborted aborted && abortReason == null) {
                abortReason = aborted.reason();
                abortCode = aborted.exitCode();
            } else if (outcome instanceof RankOutcome.Returned returned) {
                for (String problem : returned.problems()) {
                    err.println("fenceline: rank " + r + " " + problem);
                }
                if (returned.exitStatus() != 0 && status == 0) {
                    // As mpirun: the status of the first process that exited with one.
                    status = returned.exitStatus();
                } else if (returned.missedFinalize() && status == 0) {
                    status = Launcher.EXIT_FAILURE;
                }
            } else if (outcome instanceof RankOutcome.Unresponsive) {
                unresponsive.add(r);
            }
        }
        if (!unresponsive.isEmpty()) {
            err.println("fenceline: ranks " + unresponsive + " did not stop within "
                    + Launcher.ABORT_GRACE_NANOS / 1_000_000_000L + " s of the abort (computing outside MPI); "
                    + "abandoned");
        }
        if (deadlocked) {
            return DeadlockDetector.EXIT_STATUS;
        }
        if (status == 0 && abortReason != null) {
            err.println("fenceline: job aborted: " + abortReason);
            return abortCode;
        }
        return status;
    }

    private static String stackTrace(Throwable t) {
        StringWriter out = new StringWriter();
        t.printStackTrace(new PrintWriter(out));
        return out.toString();
    }
}

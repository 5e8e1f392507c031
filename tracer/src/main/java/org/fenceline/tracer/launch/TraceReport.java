package org.fenceline.tracer.launch;

import java.io.IOException;
import java.io.PrintStream;
import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.merge.MergeProgress;
import org.fenceline.trace.merge.MergeSummary;

/**
 * The end of a traced run: writes out every rank's buffer, merges, and tells the user what the trace holds —
 * in particular that a failed run's trace covers the run up to the failure and can still be analysed.
 */
final class TraceReport {
    private TraceReport() {
    }

    /** Closes and merges {@code trace}; returns the run's exit status (1 if a successful run's trace failed). */
    static int finish(TraceSession trace, int runStatus, MergeProgress progress, PrintStream err) {
        try {
            trace.close();
            MergeSummary summary = trace.merge(progress);
            err.printf("fenceline: trace %s: %d events, %d locations, RMA event model %s%n", trace.dir(),
                    summary.events(), summary.locations(), summary.model().name().toLowerCase());
            for (String warning : summary.warnings()) {
                err.println("fenceline: warning: " + warning);
            }
            if (runStatus != 0) {
                err.println("fenceline: the run failed; the trace holds its events up to the failure and can be "
                        + "analysed (fenceline analyze " + trace.dir() + ")");
            }
            return runStatus;
        } catch (CorruptTraceException e) {
            err.println("fenceline: cannot merge the trace: " + e.getMessage());
        } catch (IOException e) {
            err.println("fenceline: cannot write the trace to " + trace.dir() + ": " + e);
        }
        err.println("fenceline: the local traces stay in " + trace.dir() + "/local (fenceline trace merge "
                + trace.dir() + " retries)");
        return runStatus != 0 ? runStatus : Launcher.EXIT_FAILURE;
    }
}

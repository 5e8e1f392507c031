package org.fenceline.cli.trace;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;

import org.fenceline.cli.ConsoleProgress;
import org.fenceline.cli.UserInputException;
import org.fenceline.trace.column.SpillPolicy;
import org.fenceline.trace.global.GlobalTraceWriter;
import org.fenceline.trace.merge.MergeProgress;
import org.fenceline.trace.merge.MergeSummary;
import org.fenceline.trace.merge.TraceMerger;
import org.fenceline.trace.model.RmaEventModel;

/** A merge of local traces into the global trace as the commands run it: with progress bar and report. */
final class LocalTraceMerge {
    private LocalTraceMerge() {
    }

    /** Merges {@code dir}'s local traces; refuses to replace a global trace there unless {@code force}. */
    static MergeSummary run(Path dir, RmaEventModel model, boolean force) throws IOException {
        return run(dir, model, force, SpillPolicy.AUTO);
    }

    /** As {@link #run(Path, RmaEventModel, boolean)}, with the transfers spilled as {@code spill} says. */
    static MergeSummary run(Path dir, RmaEventModel model, boolean force, SpillPolicy spill) throws IOException {
        try (ConsoleProgress progress = ConsoleProgress.onStderr("Merging")) {
            // Each location is scanned once and written once: one bar over both passes.
            MergeProgress steps = (stage, done, total) -> progress.update(
                    stage == MergeProgress.Stage.SCAN ? "scanning" : "writing",
                    stage == MergeProgress.Stage.SCAN ? done : (long) total + done, 2L * total);
            return new TraceMerger(GlobalTraceWriter::create, spill).merge(dir, model, steps, force);
        } catch (FileAlreadyExistsException e) {
            throw new UserInputException(dir + ": holds a global trace already; use --force to replace it");
        }
    }

    /**
     * One line of summary on {@code out} (and one more if transfers were spilled); each warning (truncated or
     * missing local traces, ...) on {@code err}.
     */
    static void report(Path dir, MergeSummary s, PrintWriter out, PrintWriter err) {
        out.printf("merged %s: %d events, %d locations, RMA event model %s%s%n", dir, s.events(), s.locations(),
                s.model().name().toLowerCase(), s.truncatedLocations().isEmpty() ? ""
                        : ", truncated local traces of locations " + s.truncatedLocations());
        if (s.spilledBytes() > 0) {
            out.printf("RMA transfers spilled to a temporary file: %d MB%n", (s.spilledBytes() + (1 << 20) - 1) >> 20);
        }
        for (String warning : s.warnings()) {
            err.println("fenceline: warning: " + warning);
        }
        out.flush();
        err.flush();
    }
}

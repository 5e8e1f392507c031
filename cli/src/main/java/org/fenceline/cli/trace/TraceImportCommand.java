package org.fenceline.cli.trace;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.fenceline.cli.ConsoleProgress;
import org.fenceline.cli.DebugOption;
import org.fenceline.cli.UserInputException;
import org.fenceline.trace.merge.MergeProgress;
import org.fenceline.trace.model.RmaEventModel;
import org.fenceline.trace.otf2.conversion.ImportSummary;
import org.fenceline.trace.otf2.conversion.Otf2Import;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code fenceline trace import ARCHIVE.otf2 DIR}: an OTF2 archive (Score-P) as a Fenceline trace. */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = {"Import an OTF2 archive (OTF2 2.x or 3.x, e.g. written by Score-P) as a Fenceline trace in DIR: "
                + "local traces (DIR/local) and the merged global trace (definitions.json, events.parquet).",
                "Records Fenceline's model has no place for (threads, OpenMP, I/O, metrics, ...) are skipped and "
                + "counted in one warning. Refuses to replace a trace in DIR without --force."})
public final class TraceImportCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "ARCHIVE", description = "The archive's anchor file (traces.otf2).")
    Path archive;

    @Parameters(index = "1", paramLabel = "DIR", description = "Trace directory to create.")
    Path dir;

    @Option(names = "--rma-model", paramLabel = "MODEL", defaultValue = "extended",
            description = "RMA event model: basic (transfer ends where recorded) or extended (moved to the "
                    + "synchronisation that completes them). Default: ${DEFAULT-VALUE}.")
    RmaEventModel model;

    @Option(names = "--force", description = "Replace a trace already in DIR.")
    boolean force;

    @Mixin
    DebugOption debug;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        ImportSummary s = run(archive, dir, model, force);
        report(archive, dir, s, spec.commandLine().getOut(), spec.commandLine().getErr());
        return 0;
    }

    /** Imports with a progress bar on a terminal; the user-facing errors of a missing archive or existing trace. */
    public static ImportSummary run(Path archive, Path dir, RmaEventModel model, boolean force) throws IOException {
        Otf2Archives.requireAnchor(archive);
        try (ConsoleProgress progress = ConsoleProgress.onStderr("Importing")) {
            MergeProgress steps = (stage, done, total) -> progress.update(
                    stage == MergeProgress.Stage.SCAN ? "scanning" : "writing",
                    stage == MergeProgress.Stage.SCAN ? done : (long) total + done, 2L * total);
            return Otf2Import.run(archive, dir, model, force, steps);
        } catch (FileAlreadyExistsException e) {
            throw new UserInputException(dir + ": holds a trace already; use --force to replace it");
        }
    }

    /** One line of summary on {@code out}; the warnings (import's, then the merge's) on {@code err}. */
    public static void report(Path archive, Path dir, ImportSummary s, PrintWriter out, PrintWriter err) {
        out.printf("imported %s (OTF2 %s, %s): %d OTF2 events -> %s: %d events, %d locations, RMA event model %s%n",
                archive, s.otf2Version(), s.creator().isEmpty() ? "unknown creator" : s.creator(), s.otf2Events(),
                dir, s.merge().events(), s.merge().locations(), s.merge().model().name().toLowerCase());
        for (String w : s.warnings()) {
            err.println("fenceline: warning: " + w);
        }
        for (String w : s.merge().warnings()) {
            err.println("fenceline: warning: " + w);
        }
        out.flush();
        err.flush();
    }
}

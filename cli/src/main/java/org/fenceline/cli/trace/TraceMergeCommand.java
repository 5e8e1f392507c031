package org.fenceline.cli.trace;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.fenceline.cli.DebugOption;
import org.fenceline.trace.column.SpillPolicy;
import org.fenceline.trace.model.RmaEventModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code fenceline trace merge DIR}: the global trace from the local ones, e.g. after a run crashed. */
@Command(name = "merge", mixinStandardHelpOptions = true,
        description = {"Rebuild the global trace (definitions.json, events.parquet) of DIR from its local traces "
                + "(DIR/local), e.g. after a crash. Truncated local traces contribute their readable part.",
                "Prints a summary and every warning; refuses to replace a global trace without --force."})
public final class TraceMergeCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "DIR", description = "Trace directory (with local/manifest.json).")
    Path dir;

    @Option(names = "--rma-model", paramLabel = "MODEL",
            description = "RMA event model: basic (transfer ends as recorded) or extended (moved to the "
                    + "synchronisation that completes them). Default: the one the run asked for.")
    RmaEventModel model;

    @Option(names = "--force", description = "Replace an existing global trace.")
    boolean force;

    @Option(names = "--spill", paramLabel = "WHEN", defaultValue = "auto",
            description = "Keep the RMA transfers (until they are written) off the heap, in a temporary file the "
                    + "system pages in and out: auto (when the local traces might not fit the heap), always or "
                    + "never (default: ${DEFAULT-VALUE}). The trace is the same either way.")
    SpillPolicy spill;

    @Mixin
    DebugOption debug;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        // Read even with --rma-model: it checks that DIR has local traces, with an error that says so.
        RmaEventModel requested = TraceDirectory.requestedRmaModel(dir);
        LocalTraceMerge.report(dir, LocalTraceMerge.run(dir, model != null ? model : requested, force, spill),
                spec.commandLine().getOut(), spec.commandLine().getErr());
        return 0;
    }
}

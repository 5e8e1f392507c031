package org.fenceline.cli.trace;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.fenceline.cli.DebugOption;
import org.fenceline.trace.global.GlobalTrace;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code fenceline trace info DIR}: what a trace holds, at a glance. */
@Command(name = "info", mixinStandardHelpOptions = true,
        description = "Show locations, events by type, time span and size on disk of a global trace.")
public final class TraceInfoCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "DIR", description = "Trace directory (with definitions.json and events.parquet).")
    Path dir;

    @Mixin
    DebugOption debug;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        try (GlobalTrace trace = TraceDirectory.open(dir)) {
            TraceOverview.print(trace, dir, out);
        }
        out.flush();
        return 0;
    }
}

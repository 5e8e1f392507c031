package org.fenceline.cli.trace;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.fenceline.cli.DebugOption;
import org.fenceline.trace.global.GlobalTrace;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code fenceline trace info DIR}: what a trace holds, at a glance. */
@Command(name = "info", mixinStandardHelpOptions = true,
        description = {"Show locations, events per location, time span and size on disk of a global trace, from its "
                + "metadata (definitions.json and the Parquet footer) without reading the events.",
                "--by-type also counts events by type, which reads the type column of every event."})
public final class TraceInfoCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "DIR", description = "Trace directory (with definitions.json and events.parquet).")
    Path dir;

    @Option(names = "--by-type", description = "Also count events by type (reads the type column of every event).")
    boolean byType;

    @Mixin
    DebugOption debug;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        try (GlobalTrace trace = TraceDirectory.open(dir)) {
            TraceOverview.print(trace, dir, byType, out);
        }
        out.flush();
        return 0;
    }
}

package org.fenceline.cli.trace;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.fenceline.cli.DebugOption;
import org.fenceline.cli.UserInputException;
import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.global.GlobalTrace;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code fenceline trace dump DIR}: events as text, location by location. */
@Command(name = "dump", mixinStandardHelpOptions = true,
        description = {"Print events in human-readable form: location, index, time (s), type, attributes.",
                "Times are relative to the trace start; --from/--to take seconds or a unit (300ms, 20us, 100ns)."})
public final class TraceDumpCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "DIR", description = "Trace directory.")
    Path dir;

    @Option(names = "--location", paramLabel = "N", description = "Only this location (default: all).")
    Integer location;

    @Option(names = "--from", paramLabel = "T", converter = TimeOffset.class, description = "Only events at or after T.")
    Long from;

    @Option(names = "--to", paramLabel = "T", converter = TimeOffset.class, description = "Only events at or before T.")
    Long to;

    @Option(names = "--limit", paramLabel = "N", description = "At most N events in all.")
    Long limit;

    @Mixin
    DebugOption debug;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (limit != null && limit < 0) {
            throw new UserInputException("--limit " + limit + ": must be 0 or more");
        }
        PrintWriter out = spec.commandLine().getOut();
        try (GlobalTrace trace = TraceDirectory.open(dir)) {
            if (location != null && (location < 0 || location >= trace.locationCount())) {
                throw new UserInputException("--location " + location + ": the trace has locations 0.."
                        + (trace.locationCount() - 1));
            }
            EventText text = new EventText(trace.definitions());
            long remaining = limit == null ? Long.MAX_VALUE : limit;
            int first = location == null ? 0 : location;
            int last = location == null ? trace.locationCount() - 1 : location;
            out.println("loc      index        time (s)  type              attributes");
            for (int loc = first; loc <= last && remaining > 0; loc++) {
                try (EventCursor c = trace.cursor(loc)) {
                    while (remaining > 0 && c.next()) {
                        if (from != null && c.time() < from) {
                            continue;
                        }
                        if (to != null && c.time() > to) {
                            break;
                        }
                        out.println(text.format(c.index(), c.event()));
                        remaining--;
                    }
                }
            }
        }
        out.flush();
        return 0;
    }
}

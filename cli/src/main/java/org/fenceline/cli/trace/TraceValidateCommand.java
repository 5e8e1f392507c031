package org.fenceline.cli.trace;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.fenceline.cli.DebugOption;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.validate.TraceValidator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code fenceline trace validate DIR}: every rule the analyzer relies on; exit 1 if any is broken. */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = {"Check a global trace: region nesting, time order, defined ids, message and RMA pairing, "
                + "collective consistency.", "Prints each violation; exit status 1 if there is any."})
public final class TraceValidateCommand implements Callable<Integer> {
    static final int EXIT_VIOLATIONS = 1;

    @Parameters(index = "0", paramLabel = "DIR", description = "Trace directory.")
    Path dir;

    @Mixin
    DebugOption debug;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        long[] violations = {0};
        try (GlobalTrace trace = TraceDirectory.open(dir)) {
            new TraceValidator(trace).validate(v -> {
                violations[0]++;
                out.println(v);
            });
            out.printf("%s: %d events, %d violation%s%n", dir, trace.eventCount(), violations[0],
                    violations[0] == 1 ? "" : "s");
        }
        out.flush();
        return violations[0] == 0 ? 0 : EXIT_VIOLATIONS;
    }
}

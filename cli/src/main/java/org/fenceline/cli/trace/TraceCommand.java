package org.fenceline.cli.trace;

import picocli.CommandLine.Command;

/** {@code fenceline trace ...}: look at, check, rebuild and convert traces. */
@Command(name = "trace",
        mixinStandardHelpOptions = true,
        description = "Inspect, validate, merge and export traces.",
        subcommands = {TraceInfoCommand.class, TraceDumpCommand.class, TraceValidateCommand.class})
public final class TraceCommand {
}
